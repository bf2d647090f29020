import { useQueryClient } from '@tanstack/react-query';
import { Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPortalToolbar } from '../../app/lazy-portal-toolbar';
import { PublicPage, ServiceHighlights } from '../public/index.ts';
import { LoginCard } from './login-card';
import { HeroBackdrop, HeroIntro } from './login-hero';

/** The public home: header, hero with the login card, the portal's services. */
export default function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  // SPEC §4: arriving at the login page drops the cached user, menus and every other server state.
  useEffect(() => {
    queryClient.removeQueries();
  }, [queryClient]);

  return (
    <PublicPage>
      <section
        style={{
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(125deg, #082454 0%, #0d47a1 50%, #1677ff 100%)',
        }}
      >
        <HeroBackdrop />
        <div style={{ position: 'relative', maxWidth: 1200, margin: '0 auto', padding: '56px 24px 64px' }}>
          <Row gutter={[48, 40]} align="middle">
            <Col xs={{ span: 24, order: 2 }} lg={{ span: 13, order: 1 }}>
              <HeroIntro />
            </Col>
            {/* On a phone the login card comes first: most visitors are customers who want to log in. */}
            <Col xs={{ span: 24, order: 1 }} lg={{ span: 11, order: 2 }}>
              <LoginCard />
            </Col>
          </Row>
        </div>
      </section>
      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px 56px' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('auth.services.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
          {t('auth.services.subtitle')}
        </Typography.Paragraph>
        <ServiceHighlights />
      </section>
      <LazyPortalToolbar showGuide />
    </PublicPage>
  );
}
