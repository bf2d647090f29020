import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { InfoSection } from './info-section';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';

/** The documents the portal issues, in the order of a policy's life. */
const DOCUMENTS = [
  'application',
  'policy',
  'certificate',
  'endorsement',
  'invoice',
  'settlement',
  'carrierNotice',
] as const;
type DocumentId = (typeof DOCUMENTS)[number];

export default function DocumentInfoPage() {
  const { t } = useTranslation();
  const cell = (id: DocumentId, part: 'name' | 'purpose' | 'whoNeeds' | 'where') =>
    t(`public.documents.${id}.${part}`);
  return (
    <PublicPage>
      <PageBanner title={t('public.documents.title')} subtitle={t('public.documents.subtitle')} />
      <PublicSection>
        <Card variant="borderless" style={{ marginBottom: 24 }}>
          <Table
            data-testid="documents-table"
            rowKey="id"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={DOCUMENTS.map((id) => ({ id }))}
            columns={[
              {
                key: 'name',
                title: t('public.documents.column.document'),
                width: 180,
                render: (_, { id }) => <strong>{cell(id, 'name')}</strong>,
              },
              {
                key: 'purpose',
                title: t('public.documents.column.purpose'),
                render: (_, { id }) => cell(id, 'purpose'),
              },
              {
                key: 'whoNeeds',
                title: t('public.documents.column.whoNeeds'),
                render: (_, { id }) => cell(id, 'whoNeeds'),
              },
              {
                key: 'where',
                title: t('public.documents.column.where'),
                width: 220,
                render: (_, { id }) => cell(id, 'where'),
              },
            ]}
          />
        </Card>
        <InfoSection
          title={t('public.documents.lc.title')}
          body={t('public.documents.lc.body')}
          testId="documents-lc"
        />
        <InfoSection title={t('public.documents.customs.title')} body={t('public.documents.customs.body')} />
        <InfoSection title={t('public.documents.verify.title')} body={t('public.documents.verify.body')} />
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
