import { todayInChina } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { applicationViewQuery, type SavedFormKind } from '../application/application.api.ts';
import { ApplicationResultPage } from '../application/application-result.tsx';
import { ApplicationForm, type FormRouteState } from '../application/form/application-form.tsx';
import { type FormValues, newFormValues, withoutNulls } from '../application/form/form-values.ts';
import { defaultClientQuery } from '../client/client.api.ts';
import { ProductCatalog } from './product-catalog.tsx';
import { userProductsQuery } from './quotation.api.ts';

const idParam = (value: string | null): number | undefined =>
  value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

const isFormRouteState = (value: unknown): value is FormRouteState =>
  typeof value === 'object' && value !== null && typeof (value as { formKey?: unknown }).formKey === 'string';

/**
 * /quotation (SPEC §2 online insure): the product cards; `?product=` a new application form, `?draft=` a
 * draft, `?application=` an application pending modification (`&mode=apply` to turn a draft into an
 * application), `?result=` the answer to a submitted application.
 */
export default function QuotationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const result = idParam(params.get('result'));
  const draftId = idParam(params.get('draft'));
  const applicationId = idParam(params.get('application'));
  const productCode = params.get('product') ?? undefined;
  // The form changes its own URL after a save: the same form stays mounted.
  const formKey = isFormRouteState(location.state) ? location.state.formKey : location.key;

  if (result !== undefined) return <ApplicationResultPage key={location.key} id={result} />;
  const saved: { kind: SavedFormKind; id: number } | undefined =
    draftId !== undefined
      ? { kind: 'draft', id: draftId }
      : applicationId !== undefined
        ? { kind: 'application', id: applicationId }
        : undefined;
  if (saved || productCode) {
    return (
      <FormEntry
        key={formKey}
        formKey={formKey}
        saved={saved}
        productCode={productCode}
        checkOnOpen={params.get('mode') === 'apply'}
      />
    );
  }
  return <ProductCatalog />;
}

interface FormEntryProps {
  formKey: string;
  saved: { kind: SavedFormKind; id: number } | undefined;
  productCode: string | undefined;
  checkOnOpen: boolean;
}

/** Loads what the form starts from (product, saved form or default clients), once, then the form. */
function FormEntry(props: FormEntryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Captured at mount: the URL the form writes after a save must not reload it.
  const [origin] = useState(props);
  const { saved } = origin;
  const products = useQuery(userProductsQuery());
  const view = useQuery({
    ...applicationViewQuery(saved?.kind ?? 'draft', saved?.id ?? 0),
    enabled: saved !== undefined,
  });
  const defaultApplicant = useQuery({ ...defaultClientQuery('applicant'), enabled: saved === undefined });
  const defaultInsured = useQuery({ ...defaultClientQuery('insured'), enabled: saved === undefined });

  const back = (
    <Button key="back" onClick={() => navigate('/quotation')}>
      {t('insuringWeb.form.backToProducts')}
    </Button>
  );
  const failure = (title: string, detail: string | undefined, retry?: () => void) => (
    <Card variant="borderless">
      <Result
        status="error"
        title={title}
        subTitle={detail}
        extra={[
          retry ? (
            <Button key="retry" type="primary" onClick={retry}>
              {t('insuringWeb.common.retry')}
            </Button>
          ) : null,
          back,
        ]}
      />
    </Card>
  );

  if (products.isError) {
    return failure(
      t('insuringWeb.products.loadFailed'),
      products.error.message,
      () => void products.refetch(),
    );
  }
  if (saved && view.isError) {
    return failure(t('insuringWeb.form.loadFailed'), view.error.message, () => void view.refetch());
  }
  const isLoading =
    products.isPending ||
    (saved !== undefined && view.isPending) ||
    (saved === undefined && (defaultApplicant.isPending || defaultInsured.isPending));
  if (isLoading) {
    return (
      <Card variant="borderless" data-testid="form-loading">
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const code = saved ? view.data?.productCode : origin.productCode;
  const product = products.data.find((item) => item.productCode === code);
  if (!product) {
    return (
      <Card variant="borderless">
        <Result status="warning" title={t('insuringWeb.form.productUnavailable')} extra={back} />
      </Card>
    );
  }

  if (saved && view.data) {
    if (!view.data.isModifiable) {
      return (
        <Card variant="borderless">
          <Result
            status="warning"
            title={t('insuringWeb.form.notModifiable', {
              voucherNo: view.data.voucherNo,
              status: view.data.statusName,
            })}
            subTitle={
              view.data.status === 'B4'
                ? t('insuringWeb.form.withdrawFirst')
                : t('insuringWeb.form.notModifiableText')
            }
            extra={[
              <Button key="enquiry" type="primary" onClick={() => navigate('/pending-task/application')}>
                {t('insuringWeb.result.toEnquiry')}
              </Button>,
              back,
            ]}
          />
        </Card>
      );
    }
    const { productCode: _product, quotationNo: _quotation, ...form } = view.data.form;
    return (
      <ApplicationForm
        formKey={origin.formKey}
        product={product}
        initialValues={withoutNulls(form) as FormValues}
        saved={{
          kind: saved.kind,
          id: view.data.id,
          voucherNo: view.data.voucherNo,
          statusName: view.data.statusName,
        }}
        checkOnOpen={origin.checkOnOpen}
        attachmentFiles={view.data.attachmentFiles}
      />
    );
  }

  return (
    <ApplicationForm
      formKey={origin.formKey}
      product={product}
      initialValues={newFormValues(product, {
        today: todayInChina(),
        applicant: defaultApplicant.data,
        insured: defaultInsured.data,
      })}
    />
  );
}
