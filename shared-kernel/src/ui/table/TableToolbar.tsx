import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../../domain/constants';
import { formatCount } from '../../domain/format';
import { Button } from '../Button';
import * as S from './DataTableStyles';
import { SearchBox } from './SearchBox';
import type { ExportFormat, ExportProgressState } from './useTableExport';

export interface TableToolbarProps {
  searchable: boolean;
  search: string;
  onSearch: (search: string) => void;
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  loading: boolean;
  /** Shown as "Refreshes every N s". */
  autoRefreshMs?: number;
  /** The screen's own controls (bulk actions...). */
  extra?: ReactNode;
  exportCsv: boolean;
  exportExcel: boolean;
  /** No rows, or an export is running. */
  exportDisabled: boolean;
  onExport: (format: ExportFormat) => void;
}

/** Search box, page-size selector, loading / auto-refresh notes, the screen's controls, export buttons. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation('ui');
  const { exportDisabled, onExport } = props;
  return (
    <S.Toolbar data-no-print>
      {props.searchable && <SearchBox value={props.search} onApply={props.onSearch} />}
      <S.Label>
        {t('table.pageSize')}
        <S.Select value={props.pageSize} onChange={(e) => props.onPageSize(Number(e.target.value))}>
          {PAGE_SIZE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </S.Select>
      </S.Label>
      {props.loading && <S.Muted role="status">{t('table.loading')}</S.Muted>}
      {props.autoRefreshMs ? (
        <S.Muted>{t('table.autoRefresh', { seconds: Math.round(props.autoRefreshMs / 1000) })}</S.Muted>
      ) : null}
      <S.Spacer />
      {props.extra}
      {props.exportCsv && (
        <Button compact disabled={exportDisabled} onClick={() => onExport('csv')}>
          {t('table.exportCsv')}
        </Button>
      )}
      {props.exportExcel && (
        <Button compact disabled={exportDisabled} onClick={() => onExport('excel')}>
          {t('table.exportExcel')}
        </Button>
      )}
    </S.Toolbar>
  );
}

/** Progress of a running export ("Exporting 500 of 1,234 rows…"). */
export function ExportProgress({ progress }: { progress: ExportProgressState }) {
  const { t } = useTranslation('ui');
  return (
    <S.ExportProgress role="status" data-no-print>
      <progress
        aria-label={t('table.exportProgress')}
        max={Math.max(1, progress.total)}
        value={progress.done}
      />
      <span>
        {t('table.exporting', {
          done: formatCount(progress.done),
          total: formatCount(progress.total),
        })}
      </span>
    </S.ExportProgress>
  );
}
