import { CLAIM_CASE_STATUSES, CLAIM_TRANSITIONS, type ClaimDetail, labelOf } from '@cargo/domain';
import { Empty, Steps, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { businessTimeText } from '../../ui/business-time.tsx';
import { claimProgress } from './claim-status.ts';

/** Reported → settlement calculated → closed → archived, each reached step with its time (Beijing time). */
export function ClaimProgress({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const steps = claimProgress(claim.status, claim.history, claim.settlement !== null);
  return (
    <Steps
      data-testid="claim-progress"
      current={steps.findIndex((step) => step.state === 'process')}
      items={steps.map((step) => ({
        key: step.code,
        status: step.state,
        title: (
          <span data-testid={`claim-step-${step.code}`} data-state={step.state}>
            {labelOf(CLAIM_CASE_STATUSES, step.code, language)}
          </span>
        ),
        content: step.skipped ? (
          <Typography.Text type="secondary">{t('claimWeb.progress.closedWithoutPayment')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {businessTimeText(step.at, t)}
          </Typography.Text>
        ),
      }))}
    />
  );
}

/** Whether an action leaves a status of its own (its name says it); a request for documents does not. */
const changesStatus = (action: string): boolean =>
  action === 'report' ||
  Object.entries(CLAIM_TRANSITIONS).some(([name, rule]) => name === action && rule.to !== undefined);

/** Every step taken on the claim, newest first, with the insurer's note. */
export function ClaimHistory({ history }: { history: ClaimDetail['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('claimWeb.history.empty')} />;
  }
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline
      data-testid="claim-history"
      items={newestFirst.map((entry, index) => ({
        key: `${entry.at}-${entry.action}-${index}`,
        color: index === 0 ? 'blue' : 'gray',
        content: (
          <div>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {businessTimeText(entry.at, t)}
            </Typography.Text>
            <Typography.Text strong>{entry.actionName}</Typography.Text>
            {changesStatus(entry.action) ? null : (
              <Typography.Text type="secondary">{` · ${entry.statusName}`}</Typography.Text>
            )}
            {entry.note ? (
              <Typography.Paragraph style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
