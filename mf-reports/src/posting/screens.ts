import { PATHS } from '@drawdesk/shared-kernel/routes';
import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The remote invoice pages (REPORTS.md "Posting details"): path -> lazily loaded screen. */
export const postingScreens: Record<string, RemoteScreen> = {
  [PATHS.invoiceDetail]: lazyScreen(() => import('./InvoiceDetailScreen')),
  [PATHS.invoicePayoutDetail]: lazyScreen(() => import('./InvoicePayoutDetailScreen')),
};
