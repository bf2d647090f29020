import { type UndeliveredMessage, ZUndeliveredQuery } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useListQuery } from '../../../ui/list/use-list-query.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { operationsKeys, resendMessage, undeliveredQuery } from './operations.api.ts';

const CHANNEL_COLORS = { mail: 'blue', sms: 'purple' } as const;

/** A long text cut to its column, whole in a tooltip when cut (and whole to a screen reader). */
function CutText({
  text,
  secondary = false,
  testId,
}: {
  text: string;
  secondary?: boolean;
  testId?: string;
}) {
  return (
    <Typography.Text
      type={secondary ? 'secondary' : undefined}
      ellipsis={{ tooltip: text }}
      data-testid={testId}
    >
      {text}
    </Typography.Text>
  );
}

/** Sends one message again: the list refreshes either way (a refusal means it has left the list already). */
const useResend = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendMessage({ id }),
    onSuccess: () => message.success(t('operations.undelivered.resent')),
    onError: (error) => message.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.undelivered }),
  });
};

type Resend = ReturnType<typeof useResend>;

/** "Send again", confirmed first; its name says which message it sends. */
function ResendButton({ row, resend }: { row: UndeliveredMessage; resend: Resend }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('operations.undelivered.confirm.title')}
      description={t('operations.undelivered.confirm.text', { recipient: row.recipient })}
      okText={t('operations.undelivered.resend')}
      cancelText={t('operations.common.cancel')}
      onConfirm={() => resend.mutateAsync(row.id).catch(() => undefined)}
    >
      <Button
        type="link"
        size="small"
        loading={resend.isPending && resend.variables === row.id}
        data-testid={`resend-${row.id}`}
      >
        {t('operations.undelivered.resend')}
        <ActsOn>{t('operations.undelivered.actsOn', { id: row.id, recipient: row.recipient })}</ActsOn>
      </Button>
    </Popconfirm>
  );
}

const columns = (t: TFunction, resend: Resend | undefined) => [
  { title: t('operations.undelivered.column.id'), dataIndex: 'id', width: 70 },
  {
    title: t('operations.undelivered.column.channel'),
    key: 'channel',
    width: 90,
    render: (_: unknown, row: UndeliveredMessage) => (
      <Tag color={CHANNEL_COLORS[row.channel]} data-testid={`undelivered-channel-${row.id}`}>
        {t(`operations.undelivered.channel.${row.channel}`)}
      </Tag>
    ),
  },
  {
    title: t('operations.undelivered.column.recipient'),
    key: 'recipient',
    width: 180,
    render: (_: unknown, row: UndeliveredMessage) => <CutText text={row.recipient} />,
  },
  {
    title: t('operations.undelivered.column.subject'),
    key: 'subject',
    width: 190,
    render: (_: unknown, row: UndeliveredMessage) => <CutText text={row.subject} />,
  },
  {
    title: t('operations.undelivered.column.attempts'),
    dataIndex: 'attempts',
    width: 100,
    align: 'center' as const,
  },
  {
    title: t('operations.undelivered.column.lastError'),
    key: 'lastError',
    render: (_: unknown, row: UndeliveredMessage) => (
      <CutText text={row.lastError} secondary testId={`undelivered-error-${row.id}`} />
    ),
  },
  { title: t('operations.undelivered.column.createdAt'), dataIndex: 'createdAt', width: 170 },
  ...(resend === undefined
    ? []
    : [
        {
          title: t('operations.undelivered.column.action'),
          key: 'action',
          width: 125,
          render: (_: unknown, row: UndeliveredMessage) => <ResendButton row={row} resend={resend} />,
        },
      ]),
];

/**
 * /staff/undelivered-messages: the mail and SMS the providers refused for good or that ran out of attempts,
 * newest first; operations staff send one again, auditors read.
 */
export default function UndeliveredPage() {
  const { t } = useTranslation();
  const canResend = useStaffProfile().roles.includes('operations');
  const resend = useResend();
  const paging = useListQuery(ZUndeliveredQuery, () => ({}), { firstPageOnSizeChange: true });
  const list = useQuery(undeliveredQuery(paging.query));

  return (
    <div className="page-card" data-testid="undelivered-page">
      <Typography.Paragraph type="secondary">{t('operations.undelivered.intro')}</Typography.Paragraph>
      {canResend ? null : (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title={t('operations.undelivered.readOnly')}
          data-testid="undelivered-read-only"
        />
      )}
      <ListTable<UndeliveredMessage>
        result={list}
        paging={paging}
        rowKey="id"
        columns={columns(t, canResend ? resend : undefined)}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('operations.undelivered.empty') }}
        totalText={(total) => t('operations.common.total', { total })}
        data-testid="undelivered-table"
      />
    </div>
  );
}
