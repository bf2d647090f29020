import {
  AuditOutlined,
  CloudDownloadOutlined,
  ContainerOutlined,
  FileProtectOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PORTAL_SERVICES } from './portal-facts';

const SERVICE_ICONS = {
  insure: <FileProtectOutlined />,
  declaration: <ContainerOutlined />,
  claim: <AuditOutlined />,
  document: <CloudDownloadOutlined />,
} as const;

/** The four self-service capabilities of the portal (SPEC §1), as cards. */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  return (
    <Row gutter={[16, 16]}>
      {PORTAL_SERVICES.map((service) => (
        <Col key={service} xs={24} sm={12} lg={6}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <div
              aria-hidden="true"
              style={{
                width: 48,
                height: 48,
                borderRadius: 12,
                display: 'grid',
                placeItems: 'center',
                fontSize: 24,
                color: token.colorPrimary,
                background: token.colorPrimaryBg,
                marginBottom: 16,
              }}
            >
              {SERVICE_ICONS[service]}
            </div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(`public.service.${service}.title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t(`public.service.${service}.text`)}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
