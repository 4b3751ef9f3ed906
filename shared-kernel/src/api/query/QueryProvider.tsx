import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from './queryClient';

/** Puts the page's QueryClient (or `client`) around an app's root: the shell's and every remote's. */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client ?? sharedQueryClient()}>{children}</QueryClientProvider>;
}
