import { CORRECTION_STATUS, type CorrectionRow } from '@cargo/domain';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotesAlert } from '../../ui/notes-alert.tsx';
import { takesNoDetails } from './correction-form-model.ts';
import { ChangeList, PricingList } from './correction-preview-panel.tsx';

/** The expanded row of the enquiry: the reason given, what changed, the premium, and the review's reasons. */
export function CorrectionRowDetail({ row }: { row: CorrectionRow }) {
  const { t } = useTranslation();
  const isCancellation = takesNoDetails(row.correctionType);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: 24,
        padding: '4px 8px',
      }}
      data-testid={`correction-detail-${row.correctionNo}`}
    >
      <div>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'reason',
              label: t('field.reason'),
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.reason}</span>,
            },
          ]}
        />
        <NotesAlert
          type={row.status === CORRECTION_STATUS.rejected ? 'error' : 'warning'}
          style={{ marginBottom: 12 }}
          title={t('correctionWeb.enquiry.reviewReasons')}
          lines={row.reviewReasons}
        />
        {isCancellation ? (
          <Typography.Text type="secondary">
            {t('correctionWeb.enquiry.cancellationNoChanges')}
          </Typography.Text>
        ) : (
          <ChangeList changes={row.changes} />
        )}
      </div>
      <PricingList pricing={row.pricing} isCancellation={isCancellation} />
    </div>
  );
}
