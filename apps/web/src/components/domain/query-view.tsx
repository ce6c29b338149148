import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../ui/error-state.tsx';
import { Spinner } from '../ui/spinner.tsx';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Read to screen readers while the first answer is on its way. */
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** One record's three states — loading, error with a retry, the data — as every detail dialog shows them. */
export function QueryView<T>({ query, loadingLabel, errorTitle, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  return children(query.data);
}

/** A failed query's error, with a retry that fetches it again. */
export function QueryError({
  query,
  title,
}: {
  query: Pick<UseQueryResult, 'refetch' | 'isFetching'> & { error: Error };
  title: string;
}) {
  return (
    <ErrorState
      title={title}
      message={query.error.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
