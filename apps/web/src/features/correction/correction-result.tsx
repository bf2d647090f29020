import { AuditOutlined, CheckCircleFilled } from '@ant-design/icons';
import { CANCELLATION_CORRECTION, type CorrectionResult, WHOLE_POLICY_CORRECTION } from '@cargo/domain';
import { Button, Card, Descriptions, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CORRECTION_PATHS, MONO } from './correction-paths.ts';
import { ChangeList, PricingList } from './correction-preview-panel.tsx';
import { CorrectionStatusTag } from './correction-status-tag.tsx';

/** What apply answered: the endorsement number, the server's message, and where to follow it up. */
export function CorrectionResultView({ result }: { result: CorrectionResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isEffective = result.outcome === 'effective';
  const isCancellation = result.correctionType === CANCELLATION_CORRECTION;
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
        extra={[
          <Button
            key="enquiry"
            type="primary"
            onClick={() => navigate(CORRECTION_PATHS.enquiry)}
            data-testid="result-enquiry"
          >
            {t('shell.page.pendingCorrecting')}
          </Button>,
          <Button
            key="policy"
            onClick={() => navigate(CORRECTION_PATHS.policy(result.policyNo))}
            data-testid="result-policy"
          >
            {t('correctionWeb.result.policy')}
          </Button>,
          <Button key="again" onClick={() => navigate(CORRECTION_PATHS.online)}>
            {t('correctionWeb.result.another')}
          </Button>,
        ]}
      />
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'correctionNo',
              label: t('correctionWeb.field.correctionNo'),
              children: (
                <Typography.Text
                  copyable
                  strong
                  style={{ fontFamily: MONO, fontSize: 16 }}
                  data-testid="result-correction-no"
                >
                  {result.correctionNo}
                </Typography.Text>
              ),
            },
            {
              key: 'policyNo',
              label: t('field.policyNo'),
              children: <span style={{ fontFamily: MONO }}>{result.policyNo}</span>,
            },
            {
              key: 'type',
              label: t('field.correctionType'),
              children: t(
                isCancellation
                  ? `correction.type.${CANCELLATION_CORRECTION}`
                  : `correction.type.${WHOLE_POLICY_CORRECTION}`,
              ),
            },
            {
              key: 'status',
              label: t('field.status'),
              children: <CorrectionStatusTag code={result.status} name={result.statusName} />,
            },
          ]}
        />
        <ChangeList changes={result.changes} />
        <PricingList pricing={result.pricing} isCancellation={isCancellation} />
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
      </div>
    </Card>
  );
}
