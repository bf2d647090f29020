import {
  AuditOutlined,
  CheckCircleFilled,
  EditOutlined,
  FileAddOutlined,
  SaveOutlined,
  StopOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { DeclarationOutcome, DeclarationResult } from '@cargo/domain';
import { Button, Card, type DescriptionsProps, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FactList } from '../../ui/fact-list.tsx';
import { formatMoney, groupAmount } from '../../ui/format.ts';
import { NotesAlert } from '../../ui/notes-alert.tsx';
import { CertificatePdfButton } from '../document/index.ts';
import styles from './declaration.module.css';
import { DECLARATION_PATHS } from './declaration-paths.ts';

const ICONS: Record<DeclarationOutcome, ReactNode> = {
  declared: <CheckCircleFilled style={{ color: '#389e0d' }} />,
  review: <AuditOutlined style={{ color: '#1658d8' }} />,
  draft: <SaveOutlined style={{ color: '#1658d8' }} />,
  overPerShipmentLimit: <WarningFilled style={{ color: '#d48806' }} />,
  insufficientBalance: <StopOutlined style={{ color: '#cf1322' }} />,
};

interface DeclarationResultViewProps {
  result: DeclarationResult;
  /** A fresh form under the same open policy. */
  onDeclareAnother: () => void;
  /** Back to the form as it was (refused shipments and drafts). */
  onBackToForm: () => void;
}

/** The numbers, amounts and balance of the outcome. */
const useResultItems = (result: DeclarationResult): DescriptionsProps['items'] => {
  const { t } = useTranslation();
  const { outcome, currency } = result;
  const amount = (value: string | null) => (
    <span className={styles.amount}>{formatMoney(value, currency)}</span>
  );
  const items: DescriptionsProps['items'] = [];
  if (result.certificateNo) {
    items.push({
      key: 'certificateNo',
      label: t('field.certificateNo'),
      children: (
        <Typography.Text
          className={`${styles.resultNumber} ${styles.mono}`}
          copyable
          data-testid="declaration-certificate-no"
        >
          {result.certificateNo}
        </Typography.Text>
      ),
    });
  }
  if (result.declarationNo) {
    items.push({
      key: 'declarationNo',
      label: t(outcome === 'draft' ? 'field.draftNo' : 'field.declarationNo'),
      children: (
        <Typography.Text
          className={outcome === 'draft' ? `${styles.resultNumber} ${styles.mono}` : styles.mono}
          copyable
          data-testid="declaration-number"
        >
          {result.declarationNo}
        </Typography.Text>
      ),
    });
  }
  if (outcome !== 'draft') {
    items.push(
      {
        key: 'insuredAmount',
        label: t('declarationWeb.figures.insuredAmount'),
        children: amount(result.insuredAmount),
      },
      { key: 'premium', label: t('declarationWeb.figures.premium'), children: amount(result.premium) },
    );
  }
  if (outcome === 'overPerShipmentLimit') {
    items.push({
      key: 'limit',
      label: t('declarationWeb.policy.perShipmentLimit'),
      children: amount(result.perShipmentLimit),
    });
  }
  const isDrawn = outcome === 'declared' || outcome === 'review';
  items.push({
    key: 'balance',
    label: t(isDrawn ? 'declarationWeb.figures.balanceAfter' : 'declarationWeb.policy.balance'),
    children: amount(result.balance),
  });
  return items;
};

/** What the user can do next: the certificate, back to the form, another declaration, the lists. */
const useResultActions = ({ result, onDeclareAnother, onBackToForm }: DeclarationResultViewProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outcome } = result;
  const actions: ReactNode[] = [];
  if (outcome === 'declared' && result.declarationNo && result.certificateNo) {
    actions.push(
      <CertificatePdfButton
        key="certificate"
        declarationNo={result.declarationNo}
        certificateNo={result.certificateNo}
        testId="declaration-download-certificate"
      />,
    );
  }
  if (outcome === 'overPerShipmentLimit' || outcome === 'insufficientBalance' || outcome === 'draft') {
    actions.push(
      <Button
        key="edit"
        type="primary"
        icon={<EditOutlined />}
        onClick={onBackToForm}
        data-testid="declaration-back-to-form"
      >
        {t(
          outcome === 'draft' ? 'declarationWeb.result.continueEditing' : 'declarationWeb.result.backToEdit',
        )}
      </Button>,
    );
  }
  if (outcome === 'declared' || outcome === 'review') {
    actions.push(
      <Button
        key="another"
        type={outcome === 'review' ? 'primary' : 'default'}
        icon={<FileAddOutlined />}
        onClick={onDeclareAnother}
        data-testid="declaration-another"
      >
        {t('declarationWeb.result.declareAnother')}
      </Button>,
    );
  }
  actions.push(
    outcome === 'review' || outcome === 'draft' ? (
      <Button key="pending" onClick={() => navigate(DECLARATION_PATHS.pending)}>
        {t('shell.page.declarationCorrecting')}
      </Button>
    ) : (
      <Button key="enquiry" onClick={() => navigate(DECLARATION_PATHS.enquiry)}>
        {t('shell.page.declarationTemporary')}
      </Button>
    ),
  );
  return actions;
};

/** What a submit or a draft save answered (SPEC §4 declaration outcomes), each with its own message. */
export function DeclarationResultView(props: DeclarationResultViewProps) {
  const { t } = useTranslation();
  const { result } = props;
  const { outcome, currency } = result;
  const items = useResultItems(result);
  const actions = useResultActions(props);

  // The outcome's sentence from the shared catalog, so it follows a language switch.
  const message = t(`declaration.outcome.${outcome}`, {
    certificateNo: result.certificateNo ?? '',
    declarationNo: result.declarationNo ?? '',
    currency,
    limit: groupAmount(result.perShipmentLimit, currency),
    balance: groupAmount(result.balance, currency),
  });

  return (
    <Card variant="borderless" className={styles.resultCard} data-testid={`declaration-result-${outcome}`}>
      <Result
        icon={ICONS[outcome]}
        title={t(`declarationWeb.result.${outcome}.title`)}
        subTitle={<span data-testid="declaration-result-message">{message}</span>}
        extra={actions}
      >
        <div className={styles.resultFigures}>
          <NotesAlert
            type="info"
            style={{ marginBottom: 16 }}
            title={t('declarationWeb.result.reviewReasons')}
            lines={result.reviewReasons}
          />
          <FactList items={items} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t(`declarationWeb.result.${outcome}.next`)}
          </Typography.Paragraph>
        </div>
      </Result>
    </Card>
  );
}
