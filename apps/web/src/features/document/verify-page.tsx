import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { DocumentVerification } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { PublicPage } from '../public/index.ts';
import { verificationQuery } from './document.api.ts';

const STATUS_COLOURS = { issued: 'green', corrected: 'gold', cancelled: 'red' } as const;

function VerificationResult({ answer }: { answer: DocumentVerification }) {
  const { t } = useTranslation();
  const document = answer.document;
  if (!answer.genuine || document === null) {
    return (
      <Alert
        type="error"
        showIcon
        icon={<CloseCircleFilled />}
        message={answer.message}
        data-testid="verify-result"
      />
    );
  }
  const current = document.isCurrentVersion && document.status !== 'cancelled';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={current ? 'success' : 'warning'}
        showIcon
        icon={current ? <CheckCircleFilled /> : <ExclamationCircleFilled />}
        message={answer.message}
        data-testid="verify-result"
      />
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label={t('document.web.documentKind')}>{document.kindName}</Descriptions.Item>
        <Descriptions.Item label={t('document.web.documentNo')}>
          <span data-testid="verify-number">{document.documentNo}</span>
        </Descriptions.Item>
        {document.endorsementNo !== null && (
          <Descriptions.Item label={t('document.web.endorsementNo')}>
            {document.endorsementNo}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('document.web.insurer')}>{document.insurerName}</Descriptions.Item>
        <Descriptions.Item label={t('document.web.goods')}>
          {/* The goods category's name, then the goods as typed: one line each. */}
          <span style={{ whiteSpace: 'pre-line' }} data-testid="verify-goods">
            {document.goods}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('document.web.amount')}>{document.amount}</Descriptions.Item>
        <Descriptions.Item label={t('document.web.voyage')}>
          <span data-testid="verify-voyage">{document.voyage}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('document.web.status')}>
          <Tag color={STATUS_COLOURS[document.status]} data-testid="verify-status">
            {document.statusName}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

function CodeForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Form
      layout="inline"
      initialValues={{ code }}
      onFinish={({ code: typed }: { code: string }) =>
        navigate(`/verify/${encodeURIComponent(typed.trim())}`)
      }
    >
      <Form.Item
        name="code"
        label={t('document.web.codeLabel')}
        rules={[{ required: true, message: t('error.fieldRequired') }]}
      >
        <Input maxLength={64} style={{ width: 260 }} data-testid="verify-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('document.web.check')}
      </Button>
    </Form>
  );
}

/** The public page a document's QR code opens: genuine and current, corrected, cancelled or unknown. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const answer = useQuery({ ...verificationQuery(code), enabled: code !== '' });
  return (
    <PublicPage>
      <div style={{ maxWidth: 760, margin: '32px auto', padding: '0 16px' }}>
        <PortalToolbar />
        <Card title={t('document.web.verifyTitle')} variant="borderless" data-testid="verify-page">
          <p>{t('document.web.verifySubtitle')}</p>
          <CodeForm key={code} code={code} />
          <div style={{ marginTop: 24 }}>
            {code === '' ? null : answer.isPending ? (
              <Skeleton active />
            ) : answer.isError ? (
              <Alert type="warning" showIcon message={t('document.web.loadFailed')} />
            ) : (
              <VerificationResult answer={answer.data} />
            )}
          </div>
        </Card>
      </div>
    </PublicPage>
  );
}
