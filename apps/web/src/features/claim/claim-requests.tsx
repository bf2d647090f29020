import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { ClaimDetail } from '@cargo/domain';
import { Alert, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessTimeText } from '../../ui/business-time.tsx';

type DocumentRequest = ClaimDetail['documentRequests'][number];

/** The documents the insurer asked for, highlighted above the rest while any is still to be uploaded. */
export function ClaimDocumentRequests({ requests }: { requests: readonly DocumentRequest[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  const pending = requests.some((request) => !request.satisfied);
  return (
    <Alert
      type={pending ? 'warning' : 'info'}
      showIcon
      icon={<ExclamationCircleOutlined />}
      style={{ marginBottom: 16 }}
      data-testid="claim-requests"
      title={t('claimWeb.section.requests')}
      description={
        <>
          {pending ? (
            <Typography.Paragraph style={{ margin: 0 }}>{t('claimWeb.requests.intro')}</Typography.Paragraph>
          ) : null}
          <List<DocumentRequest>
            size="small"
            dataSource={[...requests]}
            renderItem={(request) => (
              <List.Item data-testid={`claim-request-${request.typeCode}`}>
                <div style={{ flex: 1 }}>
                  <Typography.Text strong>{request.typeName}</Typography.Text>
                  {request.note ? (
                    <Typography.Text data-user-data>{` — ${request.note}`}</Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {`${t('claimWeb.requests.requestedAt')} ${businessTimeText(request.requestedAt, t)}`}
                  </Typography.Text>
                </div>
                <Tag color={request.satisfied ? 'green' : 'orange'}>
                  {t(request.satisfied ? 'claimWeb.requests.satisfied' : 'claimWeb.requests.pending')}
                </Tag>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}
