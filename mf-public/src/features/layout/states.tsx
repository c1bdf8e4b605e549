import type { ReactNode } from 'react';
import { errorMessage, ErrorMessage, Loading } from 'shared';

/** The three states every public list shows: loading, 'Error: {message}', or the result (or its empty text). */
export function QueryState<T>({ isLoading, error, data, empty, children }: {
  isLoading: boolean;
  error: unknown;
  data: T[] | undefined;
  empty: string;
  children: (data: T[]) => ReactNode;
}) {
  if (isLoading) return <Loading />;
  if (error) return <ErrorMessage message={errorMessage(error)} />;
  if (!data || data.length === 0) return <p className="empty">{empty}</p>;
  return <>{children(data)}</>;
}
