import { DownOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Language } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCertificatePdf, downloadPolicyPdf } from './document.api.ts';

/** A "Download PDF" button that asks the print language (Chinese or English) first. */
export function PdfDownloadButton({
  download,
  testId,
  primary = false,
}: {
  download: (language: Language) => Promise<unknown>;
  testId: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const pdf = useMutation({ mutationFn: download });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'zh-CN', label: <span data-testid={`${testId}-zh`}>{t('document.web.printZh')}</span> },
          { key: 'en-US', label: <span data-testid={`${testId}-en`}>{t('document.web.printEn')}</span> },
        ],
        onClick: ({ key }) => pdf.mutate(key === 'en-US' ? 'en-US' : 'zh-CN'),
      }}
    >
      <Button
        type={primary ? 'primary' : 'link'}
        size={primary ? 'middle' : 'small'}
        icon={<FilePdfOutlined />}
        loading={pdf.isPending}
        data-testid={testId}
      >
        {t('document.web.download')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export function PolicyPdfButton({ policyNo }: { policyNo: string }) {
  return (
    <PdfDownloadButton
      testId={`policy-pdf-${policyNo}`}
      download={(language) => downloadPolicyPdf(policyNo, language)}
    />
  );
}

export function CertificatePdfButton({
  declarationNo,
  certificateNo,
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
    <PdfDownloadButton
      primary={!inRow}
      testId={testId ?? (inRow ? `certificate-pdf-${declarationNo}` : 'certificate-pdf')}
      download={(language) => downloadCertificatePdf(declarationNo, certificateNo, language)}
    />
  );
}
