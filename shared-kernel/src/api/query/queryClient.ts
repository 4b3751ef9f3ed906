import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one QueryClient (TanStack Query): the shell creates it at start and every remote
 * renders under it, so all apps read one cache. This module is a shared singleton of the Module
 * Federation config (kernel subpath './query'), so `sharedQueryClient()` is the same object in the
 * shell and in every remote.
 */
let shared: QueryClient | null = null;

/**
 * A client with the kernel's defaults. No retries: the api client has already reported a failure
 * (dialog) and a retry would report it again. No refetch on window focus or reconnect: screens load
 * when they open and when the user asks, as before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** The page's client (created on first use when nobody set one: tests, standalone pages). */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/** Makes `client` the page's client (the shell at start; a standalone remote page its own). */
export function setSharedQueryClient(client: QueryClient): void {
  shared = client;
}
