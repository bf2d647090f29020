import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../failure-notice.tsx';

/** What a list shows of its query's state: an error that stopped it, and a way to ask again. */
export interface ListLoadState {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A list that could not be loaded says so (SPEC §8 "failed searches": system busy), with the reason and a
 * retry, instead of reading as empty.
 */
export function ListFailure({ list, testId }: { list: ListLoadState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <FailureNotice
      title={t('shell.list.loadFailed')}
      detail={list.error?.message}
      testId={testId === undefined ? 'list-failure' : `${testId}-failure`}
      action={
        <Button onClick={() => void list.refetch()} data-testid="list-retry">
          {t('shell.list.retry')}
        </Button>
      }
    />
  );
}

/** The `emptyText` of a list table: the failure when the list could not be loaded, else `emptyText`. */
export const listEmptyText = (list: ListLoadState, emptyText: ReactNode, testId?: string): ReactNode =>
  list.isError ? <ListFailure list={list} {...(testId === undefined ? {} : { testId })} /> : emptyText;
