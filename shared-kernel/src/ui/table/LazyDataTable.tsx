import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../lazyComponent';
import type { DataTableProps } from './types';

function Fallback() {
  const { t } = useTranslation('ui');
  return <div role="status">{t('table.loading')}</div>;
}

// The table (and @tanstack/react-table) is its own chunk: only screens that render a table load it.
const Loaded = lazyComponent<DataTableProps<unknown, unknown>>(
  () => import('./DataTable').then((m) => m.DataTable as ComponentType<DataTableProps<unknown, unknown>>),
  () => <Fallback />,
);

/** DataTable loaded on first use (what `@drawdesk/shared-kernel/ui` exports as DataTable). */
export function LazyDataTable<T, O = unknown>(props: DataTableProps<T, O>) {
  return <Loaded {...(props as unknown as DataTableProps<unknown, unknown>)} />;
}
