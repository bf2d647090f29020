import { Button, Card, Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { InfoSection } from './info-section';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';

const PARTS = ['what', 'who', 'cover', 'apply'] as const;

/** The customs duty guarantee insurance product page (SPEC §2 /guarantee-insurance). */
export default function GuaranteePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PageBanner title={t('public.guarantee.title')} subtitle={t('public.guarantee.subtitle')} />
      <PublicSection>
        <Row gutter={[24, 0]}>
          {PARTS.map((part) => (
            <Col key={part} xs={24} lg={12}>
              <InfoSection
                title={t(`public.guarantee.${part}.title`)}
                body={t(`public.guarantee.${part}.body`)}
              />
            </Col>
          ))}
        </Row>
        <Card variant="borderless">
          <Space size="large" wrap>
            <Button
              type="primary"
              size="large"
              href={PUBLIC_PATHS.reservation}
              onClick={(event) => {
                event.preventDefault();
                navigate(PUBLIC_PATHS.reservation);
              }}
              data-testid="guarantee-reservation"
            >
              {t('public.guarantee.apply.reservation')}
            </Button>
            <Link to={PUBLIC_PATHS.guaranteeQuery} data-testid="guarantee-query-link">
              {t('public.guarantee.apply.query')}
            </Link>
          </Space>
        </Card>
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
