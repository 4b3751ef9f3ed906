import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiQueryError, successfulOrThrow, type ApiResult } from './apiQueryError';

export type ApiQueryOptions<R extends ApiResult, D = R> = Omit<
  UseQueryOptions<R, ApiQueryError, D>,
  'queryKey' | 'queryFn'
>;

/**
 * Loads server data through the kernel's api client with TanStack Query. `call` gets the query's
 * AbortSignal: pass it on (`{ signal }`), so a request is cancelled when its screen unmounts or the
 * key changes, and a reply for an old key never reaches the screen. The data is the successful
 * reply (an envelope: `data.data`; a page: `data.rows`); an unsuccessful one is the query's error
 * (ApiQueryError), with no second dialog.
 *
 *   const announcements = useApiQuery(['announcements'], (signal) =>
 *     api.fetchPage('Configuration', 'GetAnnouncement', {}, paging, { signal }));
 */
export function useApiQuery<R extends ApiResult, D = R>(
  key: QueryKey,
  call: (signal: AbortSignal) => Promise<R>,
  options: ApiQueryOptions<R, D> = {},
): UseQueryResult<D, ApiQueryError> {
  return useQuery<R, ApiQueryError, D>({
    ...options,
    queryKey: key,
    queryFn: async ({ signal }) => successfulOrThrow(await call(signal)),
  });
}

export type ApiMutationOptions<R extends ApiResult, V> = Omit<
  UseMutationOptions<R, ApiQueryError, V>,
  'mutationFn'
> & {
  /** Query keys (prefixes) to refetch after a successful call. */
  invalidates?: readonly QueryKey[];
};

/**
 * Changes server data through the api client; on success the queries under `invalidates` are
 * refetched (after the caller's own onSuccess). An unsuccessful reply is the mutation's error.
 */
export function useApiMutation<R extends ApiResult, V = void>(
  call: (variables: V) => Promise<R>,
  { invalidates = [], onSuccess, ...options }: ApiMutationOptions<R, V> = {},
): UseMutationResult<R, ApiQueryError, V> {
  const client = useQueryClient();
  return useMutation<R, ApiQueryError, V>({
    ...options,
    mutationFn: async (variables) => successfulOrThrow(await call(variables)),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
