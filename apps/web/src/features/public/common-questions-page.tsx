import { Button, Card, Collapse, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalToolbar } from '../../app/portal-toolbar';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';

/** Question ids, in the order a new customer meets the topics: insuring, cover, declaring, claims, documents, account. */
const QUESTIONS = [
  'insureOnline',
  'iccCover',
  'insuredValue',
  'whoInsures',
  'declaration',
  'reportClaim',
  'claimDocuments',
  'correction',
  'documents',
  'password',
  'switchAccount',
  'verifyCode',
] as const;

/** The Q&As without the public frame, for use inside the logged-in shell as well. */
export function CommonQuestionsContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  return (
    <div data-testid="common-questions">
      <Collapse
        size="large"
        style={{ background: token.colorBgContainer }}
        defaultActiveKey={[QUESTIONS[0]]}
        items={QUESTIONS.map((id) => ({
          key: id,
          label: <Typography.Text strong>{t(`public.faq.${id}.question`)}</Typography.Text>,
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {t(`public.faq.${id}.answer`)}
            </Typography.Paragraph>
          ),
        }))}
      />
      <Card variant="borderless" style={{ marginTop: 24 }}>
        <Typography.Text type="secondary">{t('public.faq.more')}</Typography.Text>{' '}
        <Button type="link" onClick={() => navigate(PUBLIC_PATHS.reservation)}>
          {t('public.faq.more.link')}
        </Button>
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
