import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { CompanyFigures } from './company-figures';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';
import { ServiceHighlights } from './service-highlights';

const COMMITMENTS = ['underwriting', 'network', 'claims'] as const;

/** The company overview without the public frame, for use inside the logged-in shell as well. */
export function AboutUsContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 24 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('public.about.overview.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('public.about.overview.p1')}</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('public.about.overview.p2')}
        </Typography.Paragraph>
      </Card>

      <Typography.Title level={4}>{t('public.about.network.title')}</Typography.Title>
      <div style={{ marginBottom: 32 }}>
        <CompanyFigures />
      </div>

      <Typography.Title level={4}>{t('public.about.services.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('public.about.services.intro')}</Typography.Paragraph>
      <div style={{ marginBottom: 32 }}>
        <ServiceHighlights />
      </div>

      <Typography.Title level={4}>{t('public.about.commitment.title')}</Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 32 }}>
        {COMMITMENTS.map((key) => (
          <Col key={key} xs={24} md={8}>
            <Card variant="borderless" style={{ height: '100%' }}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t(`public.about.commitment.${key}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`public.about.commitment.${key}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>

      <Card variant="borderless">
        <Row gutter={[16, 16]} align="middle" justify="space-between">
          <Col xs={24} md={16}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('public.about.cta.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('public.about.cta.text')}</Typography.Text>
          </Col>
          <Col>
            <Button
              type="primary"
              size="large"
              icon={<CalendarOutlined />}
              onClick={() => navigate(PUBLIC_PATHS.reservation)}
            >
              {t('public.about.cta.button')}
            </Button>
          </Col>
        </Row>
      </Card>
    </>
  );
}

export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <PageBanner title={t('public.about.title')} subtitle={t('public.about.subtitle')} />
      <PublicSection>
        <AboutUsContent />
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
