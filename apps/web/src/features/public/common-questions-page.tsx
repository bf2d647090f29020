import { Card, Collapse, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { COMMON_QUESTIONS } from './faq-groups';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';

/** The first questions (their one home is the FAQ), without the public frame, for the logged-in shell as well. */
export function CommonQuestionsContent() {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  return (
    <div data-testid="common-questions">
      <Collapse
        size="large"
        style={{ background: token.colorBgContainer }}
        defaultActiveKey={[COMMON_QUESTIONS[0]]}
        items={COMMON_QUESTIONS.map((id) => ({
          key: id,
          label: <Typography.Text strong>{t(`public.faq.${id}.question`)}</Typography.Text>,
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {t(`public.faq.${id}.answer`)}
            </Typography.Paragraph>
          ),
        }))}
      />
      <Link to={PUBLIC_PATHS.faq} data-testid="faq-all" style={{ display: 'inline-block', marginTop: 16 }}>
        {t('public.faq.all')}
      </Link>
      <Card variant="borderless" style={{ marginTop: 24 }}>
        <Typography.Text type="secondary">{t('public.faq.more')}</Typography.Text>{' '}
        <Link to={PUBLIC_PATHS.reservation}>{t('public.faq.more.link')}</Link>
      </Card>
    </div>
  );
}

export default function CommonQuestionsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <PageBanner title={t('public.faq.title')} subtitle={t('public.faq.subtitle')} />
      <PublicSection>
        <CommonQuestionsContent />
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
