import { AuditOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { CorrectionResult, MessageKey } from '@cargo/domain';
import { Button, Card, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FactList } from '../../ui/fact-list.tsx';
import { IssuedNumber } from '../../ui/issued-number.tsx';
import { takesNoDetails } from './correction-form-model.ts';
import { CORRECTION_PATHS, MONO } from './correction-paths.ts';
import { ChangeList, PricingList } from './correction-preview-panel.tsx';
import { CorrectionStatusTag } from './correction-status-tag.tsx';

/** What apply answered: the endorsement number, the server's message, and where to follow it up. */
export function CorrectionResultView({ result }: { result: CorrectionResult }) {
  const { t } = useTranslation();
  const isEffective = result.outcome === 'effective';
  const isCancellation = takesNoDetails(result.correctionType);
  return (
    <Card variant="borderless" data-testid="correction-result" data-status={result.status}>
      <Result
        icon={
          isEffective ? (
            <CheckCircleFilled style={{ color: '#389e0d' }} />
          ) : (
            <AuditOutlined style={{ color: '#d48806' }} />
          )
        }
        title={<span data-testid="result-message">{result.message}</span>}
        subTitle={t(isEffective ? 'correctionWeb.result.effectiveHelp' : 'correctionWeb.result.reviewHelp')}
        extra={<ResultActions policyNo={result.policyNo} />}
      />
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <ResultFacts result={result} />
        <ChangeList changes={result.changes} />
        <PricingList pricing={result.pricing} isCancellation={isCancellation} />
        <ResultNotes result={result} />
      </div>
    </Card>
  );
}

/** Where to go next: the enquiry, the policy, another correction. */
function ResultActions({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button type="primary" onClick={() => navigate(CORRECTION_PATHS.enquiry)} data-testid="result-enquiry">
        {t('shell.page.pendingCorrecting')}
      </Button>
      <Button onClick={() => navigate(CORRECTION_PATHS.policy(policyNo))} data-testid="result-policy">
        {t('correctionWeb.result.policy')}
      </Button>
      <Button onClick={() => navigate(CORRECTION_PATHS.online)}>{t('correctionWeb.result.another')}</Button>
    </>
  );
}

/** The endorsement number, policy, type and status. */
function ResultFacts({ result }: { result: CorrectionResult }) {
  const { t } = useTranslation();
  return (
    <FactList
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'correctionNo',
          label: t('correctionWeb.field.correctionNo'),
          children: <IssuedNumber value={result.correctionNo} testId="result-correction-no" />,
        },
        ...(result.endorsementNo === null
          ? []
          : [
              {
                key: 'endorsementNo',
                label: t('correctionWeb.field.endorsementNo'),
                children: <IssuedNumber value={result.endorsementNo} testId="result-endorsement-no" />,
              },
            ]),
        {
          key: 'policyNo',
          label: t('field.policyNo'),
          children: <span style={{ fontFamily: MONO }}>{result.policyNo}</span>,
        },
        {
          key: 'type',
          label: t('field.correctionType'),
          children: t(`correction.type.${result.correctionType}` as MessageKey),
        },
        {
          key: 'status',
          label: t('field.status'),
          children: <CorrectionStatusTag code={result.status} name={result.statusName} />,
        },
      ]}
    />
  );
}

/** The server's notices, and why it goes to an underwriter. */
function ResultNotes({ result }: { result: CorrectionResult }) {
  return (
    <>
      {result.notices.length > 0 && (
        <ul style={{ marginTop: 12, paddingInlineStart: 18, color: 'rgba(0,0,0,0.65)' }}>
          {result.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {result.referrals.length > 0 && (
        <div style={{ marginTop: 12 }}>
          {result.referrals.map((referral) => (
            <Tag key={referral.key} color="gold" style={{ marginBottom: 4 }}>
              {referral.message}
            </Tag>
          ))}
        </div>
      )}
    </>
  );
}
