import type { PrintRequest } from '@cargo/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { PrintNotReady, pollAndDownload, printDocument } from './print.api.ts';

/** Where a print stands: idle, printing (a direct download or a dispatched print being checked), not ready. */
export type PrintingState =
  | { phase: 'idle' }
  | { phase: 'printing'; attempt: number }
  | { phase: 'notReady'; docno: string };

/**
 * Runs prints one at a time: `start` prints a document, `retry` polls a print that was not ready again.
 * Errors of the calls are shown by the gateway wrapper; "not ready" is a state the dialog shows.
 */
export const usePrinting = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [state, setState] = useState<PrintingState>({ phase: 'idle' });

  const run = useCallback(
    async (work: (onAttempt: (attempt: number) => void) => Promise<unknown>) => {
      setState({ phase: 'printing', attempt: 0 });
      try {
        await work((attempt) => setState({ phase: 'printing', attempt }));
        setState({ phase: 'idle' });
        message.success(t('document.web.downloaded'));
      } catch (error) {
        setState(
          error instanceof PrintNotReady ? { phase: 'notReady', docno: error.docno } : { phase: 'idle' },
        );
      }
    },
    [message, t],
  );

  const start = useCallback(
    (request: PrintRequest) => run((onAttempt) => printDocument(request, { onAttempt })),
    [run],
  );
  const retry = useCallback(() => {
    if (state.phase === 'notReady') {
      const { docno } = state;
      void run((onAttempt) => pollAndDownload(docno, { onAttempt }));
    }
  }, [run, state]);
  const close = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, retry, close, busy: state.phase === 'printing' };
};
