import { DownOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Language, PrintedDocumentName, PrintOptions } from '@cargo/domain';
import { Button, Dropdown } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActsOn } from '../../ui/acts-on.tsx';
import { usePrintHabitOptions } from '../preference/index.ts';
import { PrintOptionsDialog, PrintProgressDialog } from './print-dialogs.tsx';
import { usePrinting } from './use-printing.ts';

/**
 * A "Download PDF" button: Chinese or English at once with the document's own options, or "Print options…"
 * (language, paper, seal, date print format), which starts from the user's print habit. The print is
 * dispatched and polled when the server says so (SPEC §4).
 */
export function PrintButton({
  document,
  documentNo,
  testId,
  label,
  primary = false,
}: {
  document: PrintedDocumentName;
  documentNo: string;
  testId: string;
  label?: ReactNode;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const habit = usePrintHabitOptions(optionsOpen);
  const printing = usePrinting();
  const print = (options: PrintOptions) => printing.start({ ...options, document, documentNo });
  const onMenu = (key: string) => {
    if (key === 'options') setOptionsOpen(true);
    else print({ language: key === 'en-US' ? 'en-US' : ('zh-CN' satisfies Language) });
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'zh-CN', label: <span data-testid={`${testId}-zh`}>{t('document.web.printZh')}</span> },
            { key: 'en-US', label: <span data-testid={`${testId}-en`}>{t('document.web.printEn')}</span> },
            { type: 'divider' },
            {
              key: 'options',
              label: <span data-testid={`${testId}-options`}>{t('document.web.printOptionsItem')}</span>,
            },
          ],
          onClick: ({ key }) => onMenu(key),
        }}
      >
        <Button
          type={primary ? 'primary' : 'link'}
          size={primary ? 'middle' : 'small'}
          icon={<FilePdfOutlined />}
          loading={printing.busy}
          data-testid={testId}
        >
          {label ?? t('document.web.download')}
          <ActsOn>{documentNo}</ActsOn> <DownOutlined />
        </Button>
      </Dropdown>
      <PrintOptionsDialog
        open={optionsOpen}
        defaults={habit.options}
        loading={!habit.isSettled}
        onCancel={() => setOptionsOpen(false)}
        onPrint={(options) => {
          setOptionsOpen(false);
          print(options);
        }}
      />
      <PrintProgressDialog state={printing.state} onRetry={printing.retry} onClose={printing.close} />
    </>
  );
}

export function PolicyPdfButton({ policyNo }: { policyNo: string }) {
  return <PrintButton document="cargoPolicy" documentNo={policyNo} testId={`policy-pdf-${policyNo}`} />;
}

export function CertificatePdfButton({
  declarationNo,
  inRow = false,
  testId,
}: {
  declarationNo: string;
  certificateNo: string;
  /** A small link in a list row (else the primary button of a detail). */
  inRow?: boolean;
  testId?: string;
}) {
  return (
    <PrintButton
      document="cargoPolicyPrint"
      documentNo={declarationNo}
      primary={!inRow}
      testId={testId ?? (inRow ? `certificate-pdf-${declarationNo}` : 'certificate-pdf')}
    />
  );
}

/** The application PDF (submitted) or the draft PDF (a draft or one pending modification) of a row. */
export function ApplicationPdfButton({ id, draft = false }: { id: number; draft?: boolean }) {
  const { t } = useTranslation();
  return (
    <PrintButton
      document={draft ? 'tempAndApply' : 'cargoApplyPrint'}
      documentNo={String(id)}
      label={t(draft ? 'document.web.draftPdf' : 'document.web.applicationPdf')}
      testId={`${draft ? 'draft' : 'application'}-pdf-${id}`}
    />
  );
}

/** The current policy in the new layout and the original policy with its correction inventory. */
export function CorrectedPolicyPdfButtons({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PrintButton
        document="cargoNewPolicyPrint"
        documentNo={policyNo}
        label={t('document.web.newPolicyPdf')}
        testId={`new-policy-pdf-${policyNo}`}
      />
      <PrintButton
        document="oldPolicyAndCorrectInventory"
        documentNo={policyNo}
        label={t('document.web.oldPolicyPdf')}
        testId={`old-policy-pdf-${policyNo}`}
      />
    </>
  );
}
