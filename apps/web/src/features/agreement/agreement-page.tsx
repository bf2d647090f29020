import type { ClientAgreement, ProductTerm } from '@cargo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Result, Table, type TableColumnsType, type TableProps, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { clientAgreementsQuery, termPageUrl } from './agreement.api.ts';
import styles from './agreement.module.css';
import { AgreementDrawer } from './agreement-drawer.tsx';

const viewButton = (t: TFunction, title: string, testId: string, onClick: () => void) => (
  <Button
    type="link"
    size="small"
    onClick={onClick}
    aria-label={t('agreement.viewNamed', { title })}
    data-testid={testId}
  >
    {t('agreement.view')}
  </Button>
);

const agreementColumns = (
  t: TFunction,
  view: (row: ClientAgreement) => void,
): TableColumnsType<ClientAgreement> => [
  { key: 'title', title: t('agreement.column.title'), dataIndex: 'title' },
  {
    key: 'kind',
    title: t('agreement.column.kind'),
    render: (_, row) => (
      <Tag color={row.kind === 'portal' ? 'blue' : 'cyan'}>{t(`agreement.kind.${row.kind}` as const)}</Tag>
    ),
  },
  { key: 'product', title: t('agreement.column.products'), render: (_, row) => row.productName ?? '—' },
  {
    key: 'period',
    title: t('agreement.column.effectiveDate'),
    render: (_, row) => (row.endDate ? `${row.effectiveDate} ~ ${row.endDate}` : row.effectiveDate),
  },
  {
    key: 'actions',
    title: t('agreement.column.actions'),
    render: (_, row) => viewButton(t, row.title, `agreement-view-${row.code}`, () => view(row)),
  },
];

const termColumns = (t: TFunction, view: (row: ProductTerm) => void): TableColumnsType<ProductTerm> => [
  { key: 'title', title: t('agreement.column.title'), dataIndex: 'title' },
  {
    key: 'products',
    title: t('agreement.column.products'),
    render: (_, row) => row.productNames.join(' / '),
  },
  { key: 'version', title: t('agreement.column.version'), dataIndex: 'version' },
  {
    key: 'actions',
    title: t('agreement.column.actions'),
    render: (_, row) => viewButton(t, row.title, `term-view-${row.termCode}`, () => view(row)),
  },
];

/** A card of the page: its heading and hint, then its list, ten to a page. */
function ListCard<T extends object>(props: {
  id: string;
  heading?: ReactNode;
  title: string;
  hint: string;
  testId: string;
  table: TableProps<T>;
}) {
  return (
    <section className="page-card" aria-labelledby={props.id}>
      {props.heading}
      <h3 id={props.id} className={styles.sectionTitle}>
        {props.title}
      </h3>
      <p className={styles.hint}>{props.hint}</p>
      <Table<T>
        size="middle"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        {...props.table}
        data-testid={props.testId}
      />
    </section>
  );
}

/** /user-management/protocol (SPEC §2): the account's agreements and its products' terms, each viewable. */
export default function AgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.protocol');
  const [params, setParams] = useSearchParams();
  const list = useQuery(clientAgreementsQuery());
  // SPEC §7: the term's page comes from getViewTermUrlByTermCode.
  const openTerm = useMutation({ mutationFn: termPageUrl, onSuccess: (answer) => navigate(answer.url) });

  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('agreement.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('preference.retry')}</Button>}
      />
    );
  }
  const agreementCode = params.get('agreement');
  const agreement = list.data?.agreements.find((row) => row.code === agreementCode);
  return (
    <div className={styles.page} data-testid="agreement-page">
      <ListCard<ClientAgreement>
        id="agreements-title"
        heading={<h2 className={styles.title}>{title}</h2>}
        title={t('agreement.agreements.title')}
        hint={t('agreement.agreements.hint')}
        testId="agreements"
        table={{
          rowKey: 'code',
          loading: list.isPending,
          dataSource: list.data?.agreements,
          columns: agreementColumns(t, (row) => setParams({ agreement: row.code })),
          locale: { emptyText: t('agreement.empty.agreements') },
        }}
      />
      <ListCard<ProductTerm>
        id="terms-title"
        title={t('agreement.terms.title')}
        hint={t('agreement.terms.hint')}
        testId="terms"
        table={{
          rowKey: 'termCode',
          loading: list.isPending,
          dataSource: list.data?.terms,
          columns: termColumns(t, (row) => openTerm.mutate(row.termCode)),
          locale: { emptyText: t('agreement.empty.terms') },
        }}
      />
      <AgreementDrawer termCode={params.get('term')} agreement={agreement} onClose={() => setParams({})} />
    </div>
  );
}
