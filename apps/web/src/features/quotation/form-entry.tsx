import { APPLICATION_STATUS, type ApplicationView, todayInChina, type UserProduct } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userProductsQuery } from '../../api/insuring.api.ts';
import { type FailedLoad, RetryResult } from '../../ui/retry-result.tsx';
import {
  ApplicationForm,
  applicationViewQuery,
  type FormValues,
  newFormValues,
  type SavedFormKind,
  withoutNulls,
} from '../application/index.ts';
import { defaultClientQuery } from '../client/index.ts';

// The application form and the answer to a submitted one, downloaded by /quotation when it shows them
// (quotation-page.tsx): the product cards, the page's first screen, need none of the form's code (issue 47).
export { ApplicationResultPage } from '../application/index.ts';

export interface FormEntryProps {
  formKey: string;
  saved: { kind: SavedFormKind; id: number } | undefined;
  productCode: string | undefined;
  checkOnOpen: boolean;
}

/** Loads what the form starts from (product, saved form or default clients), once, then the form. */
export function FormEntry(props: FormEntryProps) {
  const { t } = useTranslation();
  // Captured at mount: the URL the form writes after a save must not reload it.
  const [origin] = useState(props);
  const { saved } = origin;
  const { products, view, defaultApplicant, defaultInsured } = useEntryQueries(saved);

  if (products.isError) {
    return <EntryFailure title={t('insuringWeb.products.loadFailed')} failed={products} />;
  }
  if (saved && view.isError) {
    return <EntryFailure title={t('insuringWeb.form.loadFailed')} failed={view} />;
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
        <Result
          status="warning"
          title={t('insuringWeb.form.productUnavailable')}
          extra={<BackToProducts />}
        />
      </Card>
    );
  }
  if (saved && view.data) {
    return <SavedFormEntry origin={origin} kind={saved.kind} product={product} view={view.data} />;
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

/** The products, and either the saved form or the default clients a new form starts with. */
function useEntryQueries(saved: FormEntryProps['saved']) {
  const products = useQuery(userProductsQuery());
  const view = useQuery({
    ...applicationViewQuery(saved?.kind ?? 'draft', saved?.id ?? 0),
    enabled: saved !== undefined,
  });
  const defaultApplicant = useQuery({ ...defaultClientQuery('applicant'), enabled: saved === undefined });
  const defaultInsured = useQuery({ ...defaultClientQuery('insured'), enabled: saved === undefined });
  return { products, view, defaultApplicant, defaultInsured };
}

interface SavedFormEntryProps {
  origin: FormEntryProps;
  kind: SavedFormKind;
  product: UserProduct;
  view: ApplicationView;
}

/** A saved draft or application in the form, or why it cannot be modified. */
function SavedFormEntry({ origin, kind, product, view }: SavedFormEntryProps) {
  if (!view.isModifiable) return <NotModifiable view={view} />;
  const { productCode: _product, quotationNo: _quotation, ...form } = view.form;
  return (
    <ApplicationForm
      formKey={origin.formKey}
      product={product}
      initialValues={withoutNulls(form) as FormValues}
      saved={{
        kind,
        id: view.id,
        voucherNo: view.voucherNo,
        statusName: view.statusName,
      }}
      checkOnOpen={origin.checkOnOpen}
      attachmentFiles={view.attachmentFiles}
    />
  );
}

/** A saved form in a status that cannot be modified (pending review: withdraw it first). */
function NotModifiable({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status="warning"
        title={t('insuringWeb.form.notModifiable', { voucherNo: view.voucherNo, status: view.statusName })}
        subTitle={
          view.status === APPLICATION_STATUS.pendingReview
            ? t('insuringWeb.form.withdrawFirst')
            : t('insuringWeb.form.notModifiableText')
        }
        extra={[
          <Button key="enquiry" type="primary" onClick={() => navigate('/pending-task/application')}>
            {t('insuringWeb.result.toEnquiry')}
          </Button>,
          <BackToProducts key="back" />,
        ]}
      />
    </Card>
  );
}

function BackToProducts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/quotation')}>{t('insuringWeb.form.backToProducts')}</Button>;
}

/** A load that failed: the reason, a retry, and the way back to the products. */
function EntryFailure({ title, failed }: { title: string; failed: FailedLoad }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <RetryResult
        title={title}
        failed={failed}
        retryLabel={t('insuringWeb.common.retry')}
        primary
        more={<BackToProducts />}
      />
    </Card>
  );
}
