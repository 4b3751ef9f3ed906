/**
 * The kernel's data-fetching layer (docs/decisions.md): TanStack Query over the api client. One
 * QueryClient per page (the shell's), shared with every remote through this module.
 */
export { createQueryClient, sharedQueryClient, setSharedQueryClient } from './queryClient';
export { ApiQueryError, successfulOrThrow, type ApiResult } from './apiQueryError';
export { useApiQuery, useApiMutation, type ApiQueryOptions, type ApiMutationOptions } from './useApiQuery';
export { QueryProvider } from './QueryProvider';
export { useQueryClient, keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query';
