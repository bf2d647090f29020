import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FormRouteState, SavedFormKind } from '../application/index.ts';
import { loadFormEntry } from './form-entry-loader.ts';
import { ProductCatalog } from './product-catalog.tsx';

// The form and the result download when the page shows them: the product cards do without (issue 47). A failed
// download is the route's error ("the page failed to load", a reload), as for the page's own chunk.
const FormEntry = lazy(() => loadFormEntry().then((module) => ({ default: module.FormEntry })));
const ApplicationResultPage = lazy(() =>
  loadFormEntry().then((module) => ({ default: module.ApplicationResultPage })),
);

/** What shows while the form's code downloads: the form's own loading card. */
function FormLoading() {
  return (
    <Card variant="borderless" data-testid="form-loading">
      <Skeleton active paragraph={{ rows: 12 }} />
    </Card>
  );
}

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

  if (result !== undefined) {
    return (
      <Suspense fallback={<FormLoading />}>
        <ApplicationResultPage key={location.key} id={result} />
      </Suspense>
    );
  }
  const saved: { kind: SavedFormKind; id: number } | undefined =
    draftId !== undefined
      ? { kind: 'draft', id: draftId }
      : applicationId !== undefined
        ? { kind: 'application', id: applicationId }
        : undefined;
  if (saved || productCode) {
    return (
      <Suspense fallback={<FormLoading />}>
        <FormEntry
          key={formKey}
          formKey={formKey}
          saved={saved}
          productCode={productCode}
          checkOnOpen={params.get('mode') === 'apply'}
        />
      </Suspense>
    );
  }
  return <ProductCatalog />;
}
