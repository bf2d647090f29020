import type { Correctability, CorrectionPreview, CorrectionRequest } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isGatewayError } from '../../api/request.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { previewCorrectionQuery } from './correction.api.ts';
import { type CorrectionFormValues, previewRequestOf } from './correction-form-model.ts';
import type { PreviewPanelProps, PreviewWait } from './correction-preview-panel.tsx';

export interface CorrectionPreviewState {
  /** The request last sent to preview (the form's, once it stopped changing). */
  settled: CorrectionRequest | undefined;
  /** The answer shown is for an earlier state of the form. */
  isOutdated: boolean;
  /** The server's preview of `settled`, or of an earlier request while it prices the new one. */
  data: CorrectionPreview | undefined;
  /** What the preview panel shows. */
  panel: PreviewPanelProps;
}

/** A refused preview: the server's message, with the fields it names. */
const previewErrorText = (error: Error): string =>
  isGatewayError(error) && error.issues.length > 0
    ? error.issues.map((issue) => issue.message).join('; ')
    : error.message;

/**
 * The server prices what the form holds, once it is a valid request that changes something (a
 * cancellation changes nothing and is priced at once), half a second after the form stopped changing.
 */
export function useCorrectionPreview(
  able: Correctability,
  values: CorrectionFormValues,
  { isCancellation, changedCount }: { isCancellation: boolean; changedCount: number },
): CorrectionPreviewState {
  const request = useMemo(
    () => previewRequestOf(able.policyId, able.current, values, able.parties),
    [able.policyId, able.current, able.parties, values],
  );
  const wait: PreviewWait | undefined = request
    ? undefined
    : !isCancellation && changedCount === 0
      ? 'changes'
      : 'invalid';
  const settled = useDebouncedValue(request, 500);
  const preview = useQuery({ ...previewCorrectionQuery(settled), placeholderData: keepPreviousData });
  const isOutdated = JSON.stringify(request) !== JSON.stringify(settled) || preview.isPlaceholderData;
  const error =
    request && preview.isError && !preview.isFetching ? previewErrorText(preview.error) : undefined;
  return {
    settled,
    isOutdated,
    data: preview.data,
    panel: {
      preview: request ? preview.data : undefined,
      wait,
      isFetching: request !== undefined && (preview.isFetching || isOutdated),
      isOutdated,
      error,
    },
  };
}
