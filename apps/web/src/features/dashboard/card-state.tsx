import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../../ui/failure-notice.tsx';

interface CardStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** True when the data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  skeletonRows?: number;
  testId: string;
  children: (data: T) => ReactNode;
}

/** A dashboard card's body: a skeleton while loading, an error with a retry, an empty state or the data. */
export function CardState<T>({
  query,
  isEmpty,
  emptyText,
  skeletonRows = 3,
  testId,
  children,
}: CardStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Skeleton active paragraph={{ rows: skeletonRows }} title={false} data-testid={`${testId}-loading`} />
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <FailureNotice
        compact
        title={t('dashboard.loadFailed')}
        testId={`${testId}-error`}
        action={
          <Button onClick={() => query.refetch()} data-testid={`${testId}-retry`}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} data-testid={`${testId}-empty`} />
    );
  }
  return <>{children(query.data)}</>;
}
