import type { QueryResult } from '../../hooks/useQuery';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';

/**
 * What a form shows before the data it is made from is in: a spinner (`loading`), or what could
 * not be loaded (`failed`) with a 'Try again'. Null once the data is there.
 */
export function pending(query: QueryResult<unknown>, failed: string, loading: string) {
  if (query.error)
    return (
      <LoadError error={query.error} retry={query.reload}>
        {failed}
      </LoadError>
    );
  return query.data ? null : <Spinner label={loading} />;
}
