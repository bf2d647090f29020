import {
  CarOutlined,
  ContactsOutlined,
  ExportOutlined,
  FileTextOutlined,
  GlobalOutlined,
  ImportOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { UserProduct } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userProductsQuery } from '../../api/insuring.api.ts';
import { InsuringSteps } from '../../ui/insuring-steps.tsx';
import { loadFormEntry } from './form-entry-loader.ts';

// The frequent clients' drawer (a table, its search and editor) downloads when it is first opened (issue 47); a
// spinner covers the page meanwhile, and a failed download is the route's error ("the page failed to load").
const ClientRecordsDrawer = lazy(() =>
  import('../client/index.ts').then((module) => ({ default: module.ClientRecordsDrawer })),
);

const KIND_ICONS: Record<string, React.ReactNode> = {
  import: <ImportOutlined />,
  export: <ExportOutlined />,
  domestic: <CarOutlined />,
  parcel: <MailOutlined />,
  liabilityTrip: <SafetyCertificateOutlined />,
  liabilityAnnual: <SafetyCertificateOutlined />,
};

const KINDS = ['import', 'export', 'domestic', 'parcel', 'liabilityTrip', 'liabilityAnnual'] as const;
type Kind = (typeof KINDS)[number];
const kindOf = (value: string): Kind =>
  (KINDS as readonly string[]).includes(value) ? (value as Kind) : 'domestic';

/** Online insure (SPEC §2 /quotation): the products the account may insure (queryUserProductList). */
export function ProductCatalog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const products = useQuery(userProductsQuery());

  let body: React.ReactNode;
  if (products.isPending) {
    body = (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((index) => (
          <Col key={index} xs={24} md={12} xl={8}>
            <Card variant="borderless">
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (products.isError) {
    body = (
      <Card variant="borderless">
        <Result
          status="error"
          title={t('insuringWeb.products.loadFailed')}
          subTitle={products.error.message}
          extra={<Button onClick={() => void products.refetch()}>{t('insuringWeb.common.retry')}</Button>}
        />
      </Card>
    );
  } else if (products.data.length === 0) {
    body = (
      <Card variant="borderless">
        <Empty description={t('insuringWeb.products.empty')} data-testid="products-empty" />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="product-list">
        {products.data.map((product) => (
          <Col key={product.productCode} xs={24} md={12} xl={8}>
            <ProductCard
              product={product}
              onChoose={() => navigate(`/quotation?product=${product.productCode}`)}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div data-testid="product-catalog">
      <InsuringSteps current={0} />
      <CatalogHeading />
      {body}
    </div>
  );
}

/** The page's title, and the ways to the drafts and to the frequent clients (their drawer loads when first opened). */
function CatalogHeading() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [clientsOpen, setClientsOpen] = useState(false);
  // Kept once opened, so that it closes with antd's own motion.
  const [clientsShown, setClientsShown] = useState(false);
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 16, gap: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('insuringWeb.products.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('insuringWeb.products.subtitle')}</Typography.Text>
        </div>
        <Space style={{ marginLeft: 'auto' }}>
          <Button icon={<FileTextOutlined />} onClick={() => navigate('/pending-task/temporary')}>
            {t('insuringWeb.products.drafts')}
          </Button>
          <Button
            icon={<ContactsOutlined />}
            onClick={() => {
              setClientsShown(true);
              setClientsOpen(true);
            }}
            data-testid="open-clients"
          >
            {t('insuringWeb.clients.title')}
          </Button>
        </Space>
      </div>
      {clientsShown && (
        <Suspense fallback={<Spin fullscreen data-testid="clients-loading" />}>
          <ClientRecordsDrawer open={clientsOpen} kind="applicant" onClose={() => setClientsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The form's code ahead of the click (a failed download is asked for again when the form is shown). */
const prefetchForm = () => {
  loadFormEntry().catch(() => undefined);
};

function ProductCard({ product, onChoose }: { product: UserProduct; onChoose: () => void }) {
  const { t } = useTranslation();
  const kind = kindOf(product.productKind);
  const anyCurrency = product.currencyCodes.length > 1;
  return (
    <Card
      variant="borderless"
      hoverable
      data-testid={`product-card-${product.productCode}`}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%', boxSizing: 'border-box' } }}
    >
      <div style={{ display: 'flex', gap: 14, alignItems: 'flex-start' }}>
        <div
          aria-hidden
          style={{
            flex: 'none',
            width: 44,
            height: 44,
            borderRadius: 10,
            display: 'grid',
            placeItems: 'center',
            fontSize: 22,
            color: '#1658d8',
            background: '#eef3fc',
          }}
        >
          {KIND_ICONS[kind] ?? <GlobalOutlined />}
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {product.productName}
          </Typography.Title>
          <Space size={4} wrap style={{ marginTop: 4 }}>
            <Tag color="blue">{t(`insuringWeb.productKind.${kind}`)}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {product.productCode}
            </Typography.Text>
          </Space>
        </div>
      </div>
      <div style={{ margin: '14px 0', flex: 1 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('insuringWeb.products.clauses')}
        </Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {product.mainClauses.map((clause) => (
            <li key={clause.code}>
              {clause.name}
              <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
                {`${clause.rate}%${clause.isAnnual ? t('insuringWeb.insurance.perYear') : ''}`}
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {anyCurrency ? t('insuringWeb.products.anyCurrency') : t('insuringWeb.products.cnyOnly')}
          {product.riders.length > 0 &&
            ` · ${t('insuringWeb.products.riders', { count: product.riders.length })}`}
        </Typography.Text>
      </div>
      <Button
        type="primary"
        block
        onClick={onChoose}
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
        aria-label={t('insuringWeb.products.insureProduct', { product: product.productName })}
        data-testid={`product-insure-${product.productCode}`}
      >
        {t('insuringWeb.products.insure')}
      </Button>
    </Card>
  );
}
