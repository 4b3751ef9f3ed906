import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from './types';

// The table (and @tanstack/react-table) is its own chunk: only screens that render a table load it.
const Loaded = lazy(() =>
  import('./DataTable').then((m) => ({
    default: m.DataTable as ComponentType<DataTableProps<unknown, unknown>>,
  })),
);

function Fallback() {
  const { t } = useTranslation('ui');
  return <div role="status">{t('table.loading')}</div>;
}

/** DataTable loaded on first use (what `@drawdesk/shared-kernel/ui` exports as DataTable). */
export function LazyDataTable<T, O = unknown>(props: DataTableProps<T, O>) {
  return (
    <Suspense fallback={<Fallback />}>
      <Loaded {...(props as unknown as DataTableProps<unknown, unknown>)} />
    </Suspense>
  );
}
