import type { UserProduct } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { acquireQuote, previewQuoteQuery } from '../../../api/insuring.api.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { type FormValues, quoteReadinessOf } from './form-values.ts';

/** A stored quotation (acquireQuote) and the price request it was taken for. */
interface Quotation {
  request: string;
  quotationNo: string;
  validUntil: string | null;
}

/**
 * The price of what the form holds: the server's previewQuote, debounced while the user types, and the
 * stored quotation the user may acquire for exactly that request.
 */
export function useFormPrice(product: UserProduct, values: FormValues) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [quotation, setQuotation] = useState<Quotation>();
  const readiness = useMemo(
    () => quoteReadinessOf(product.productCode, values),
    [product.productCode, values],
  );
  const settledRequest = useDebouncedValue(readiness.request, 500);
  const quoteQuery = useQuery({ ...previewQuoteQuery(settledRequest), placeholderData: keepPreviousData });
  const requestText = readiness.request ? JSON.stringify(readiness.request) : undefined;
  const isOutdated =
    requestText !== (settledRequest ? JSON.stringify(settledRequest) : undefined) ||
    quoteQuery.isPlaceholderData;

  const acquire = useMutation({
    mutationFn: () => {
      if (!readiness.request) throw new Error('not priceable');
      return acquireQuote(readiness.request);
    },
    onSuccess: (result) => {
      if (result.quotationNo && requestText) {
        setQuotation({
          request: requestText,
          quotationNo: result.quotationNo,
          validUntil: result.validUntil,
        });
        message.success(t('insuringWeb.quote.acquired', { quotationNo: result.quotationNo }));
      }
    },
  });

  return {
    readiness,
    quote: readiness.request ? quoteQuery.data : undefined,
    error:
      readiness.request && quoteQuery.isError && !quoteQuery.isFetching
        ? quoteQuery.error.message
        : undefined,
    isFetching: quoteQuery.isFetching || (readiness.request !== undefined && isOutdated),
    isOutdated,
    quotation: quotation && quotation.request === requestText ? quotation : undefined,
    acquire,
  };
}

export type FormPrice = ReturnType<typeof useFormPrice>;
