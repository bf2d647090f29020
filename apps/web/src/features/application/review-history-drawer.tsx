import { APPLICATION_STATUS, type PolicyListRow } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessTimeText } from '../../ui/business-time.tsx';
import { NoteList, NotesAlert } from '../../ui/notes-alert.tsx';
import { reviewRecordsQuery } from './application.api.ts';

/** Why an application is under review or rejected, and its history (queryReviewRecordByApplyPolicyNo). */
export function ReviewHistoryDrawer({
  row,
  onClose,
}: {
  row: PolicyListRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={row !== undefined}
      onClose={onClose}
      size={520}
      destroyOnHidden
      title={row ? t('insuringWeb.history.title', { voucherNo: row.voucherNo }) : ''}
      data-testid="review-history"
    >
      {row && <HistoryContent row={row} />}
    </Drawer>
  );
}

/** A step of the history: red when rejected, green when issued, else blue. */
const timelineColor = (status: string) =>
  status === APPLICATION_STATUS.rejected ? 'red' : status === APPLICATION_STATUS.issued ? 'green' : 'blue';

function HistoryContent({ row }: { row: PolicyListRow }) {
  const { t } = useTranslation();
  const records = useQuery(reviewRecordsQuery(row.applicationId));
  return (
    <>
      <NotesAlert
        type={row.businessStatus === APPLICATION_STATUS.rejected ? 'error' : 'warning'}
        style={{ marginBottom: 20 }}
        title={t(
          row.businessStatus === APPLICATION_STATUS.rejected
            ? 'insuringWeb.history.rejectedReasons'
            : 'insuringWeb.history.reasons',
        )}
        lines={row.reviewReasons}
        listTestId="review-reasons"
      />
      {row.businessStatus === APPLICATION_STATUS.pendingReview && (
        <Typography.Paragraph type="secondary">{t('insuringWeb.history.withdrawHint')}</Typography.Paragraph>
      )}
      {records.isPending ? (
        <Skeleton active />
      ) : records.isError ? (
        <Result
          status="error"
          title={t('insuringWeb.history.loadFailed')}
          subTitle={records.error.message}
          extra={<Button onClick={() => void records.refetch()}>{t('insuringWeb.common.retry')}</Button>}
        />
      ) : (
        <Timeline
          items={[...records.data].reverse().map((record) => ({
            key: record.id,
            color: timelineColor(record.toStatus),
            content: (
              <div>
                <div>
                  <Typography.Text strong>{record.toStatusName}</Typography.Text>
                  {record.reviewResultName && <Tag style={{ marginLeft: 8 }}>{record.reviewResultName}</Tag>}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${businessTimeText(record.createdAt, t)} · ${record.operatorName}`}
                </Typography.Text>
                {record.reasons.length > 0 && <NoteList lines={record.reasons} margin="4px 0 0" />}
                {record.comment && (
                  <Typography.Paragraph style={{ margin: '4px 0 0' }}>{record.comment}</Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
    </>
  );
}
