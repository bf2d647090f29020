import { Card, Collapse, Empty, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { FAQ_GROUPS, type FaqQuestion, searchable } from './faq-groups';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';

/** The groups with the questions whose text contains the search (all of them when it is empty). */
const useMatchingGroups = (query: string) => {
  const { t } = useTranslation();
  const needle = searchable(query);
  const matches = (id: FaqQuestion) =>
    needle === '' ||
    searchable(t(`public.faq.${id}.question`)).includes(needle) ||
    searchable(t(`public.faq.${id}.answer`)).includes(needle);
  return FAQ_GROUPS.map((group) => ({ id: group.id, questions: group.questions.filter(matches) })).filter(
    (group) => group.questions.length > 0,
  );
};

function FaqGroup({ id, questions, open }: { id: string; questions: FaqQuestion[]; open: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section data-testid={`faq-group-${id}`} style={{ marginBottom: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 20 }}>
        {t(`public.faqPage.group.${id}` as 'public.faqPage.group.insuring')}
      </Typography.Title>
      <Collapse
        size="large"
        style={{ background: token.colorBgContainer }}
        // Searching opens every match; otherwise the reader opens what they need.
        {...(open ? { activeKey: questions } : {})}
        items={questions.map((question) => ({
          key: question,
          label: <Typography.Text strong>{t(`public.faq.${question}.question`)}</Typography.Text>,
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {t(`public.faq.${question}.answer`)}
            </Typography.Paragraph>
          ),
        }))}
      />
    </section>
  );
}

export default function FaqPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const groups = useMatchingGroups(query);
  const searching = query.trim() !== '';
  const count = groups.reduce((total, group) => total + group.questions.length, 0);

  return (
    <PublicPage>
      <PageBanner title={t('public.faqPage.title')} subtitle={t('public.faqPage.subtitle')} />
      <PublicSection>
        <Input.Search
          allowClear
          size="large"
          placeholder={t('public.faqPage.search')}
          aria-label={t('public.faqPage.search')}
          data-testid="faq-search"
          onChange={(event) => setQuery(event.target.value)}
          onSearch={setQuery}
          style={{ maxWidth: 560, marginBottom: 8 }}
        />
        <Typography.Paragraph type="secondary" data-testid="faq-count">
          {searching ? t('public.faqPage.matches', { count }) : '\u00a0'}
        </Typography.Paragraph>
        {groups.length === 0 ? (
          <Empty description={t('public.faqPage.noMatch', { query: query.trim() })} data-testid="faq-empty" />
        ) : (
          groups.map((group) => (
            <FaqGroup key={group.id} id={group.id} questions={[...group.questions]} open={searching} />
          ))
        )}
        <Card variant="borderless" style={{ marginTop: 24 }}>
          <Typography.Text type="secondary">{t('public.faqPage.feedback')}</Typography.Text>{' '}
          <Link to={PUBLIC_PATHS.feedback}>{t('public.faqPage.feedback.link')}</Link>
          <Typography.Text type="secondary"> · </Typography.Text>
          <Link to={PUBLIC_PATHS.reservation}>{t('public.faq.more.link')}</Link>
        </Card>
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
