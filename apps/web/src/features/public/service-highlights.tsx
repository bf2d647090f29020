import {
  AuditOutlined,
  CloudDownloadOutlined,
  ContainerOutlined,
  FileProtectOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The four self-service capabilities of the portal (SPEC §1). */
const SERVICES = [
  { key: 'insure', icon: <FileProtectOutlined /> },
  { key: 'declaration', icon: <ContainerOutlined /> },
  { key: 'claim', icon: <AuditOutlined /> },
  { key: 'document', icon: <CloudDownloadOutlined /> },
] as const satisfies readonly { key: string; icon: ReactNode }[];

export function ServiceHighlights() {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  return (
    <Row gutter={[16, 16]}>
      {SERVICES.map((service) => (
        <Col key={service.key} xs={24} sm={12} lg={6}>
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
              {service.icon}
            </div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(`public.service.${service.key}.title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t(`public.service.${service.key}.text`)}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
