import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_LOG_METHODS } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  DataTable,
  Hint,
  Page,
  Panel,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { opsApi, type ApiLogCall, type ApiLogRow } from './api';
import { Filters } from './components/Filters';
import { LogDetail } from './components/LogDetail';
import { NAMESPACE, NAMESPACES, registerOpsTranslations } from './i18n';
import { EMPTY_LOG_FILTER, filterParams, type ApiLogFilterValues } from './model';

registerOpsTranslations();

/** One API log (outbound: GetApiLog; inbound: GetApiRequestLog) with filters and server paging. */
export function ApiLogView({ call, titleKey }: { call: ApiLogCall; titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<ApiLogFilterValues>(EMPTY_LOG_FILTER);
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<ApiLogRow | null>(null);

  const fetchPage: FetchPage<ApiLogRow> = (q) => opsApi.apiLog(call, filter, q);
  const columns: DataTableColumn<ApiLogRow>[] = [
    { id: 'at', header: 'log.at', value: (r) => formatDateTime(r.at) },
    { id: 'method', header: 'log.method' },
    { id: 'uri', header: 'log.uri', value: (r) => r.uri },
    { id: 'statusCode', header: 'log.status', kind: 'number' },
    { id: 'durationMs', header: 'log.duration', kind: 'number' },
    { id: 'region', header: 'log.region' },
    { id: 'apiUsername', header: 'log.user', value: (r) => r.apiUsername ?? '' },
    { id: 'responseMessage', header: 'log.message' },
  ];
  const set = (key: keyof ApiLogFilterValues) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter(filterParams(draft));
  };
  const reset = () => {
    setDraft(EMPTY_LOG_FILTER);
    setFilter({});
  };

  return (
    <Page titleKey={titleKey}>
      <Panel>
        <Filters onSubmit={search} aria-label={t('common.search')}>
          <label>
            {t('log.from')}
            <input type="date" value={draft.fromDate} onChange={set('fromDate')} />
          </label>
          <label>
            {t('log.to')}
            <input type="date" value={draft.toDate} onChange={set('toDate')} />
          </label>
          <label>
            {t('log.uri')}
            <input type="text" maxLength={200} value={draft.uri} onChange={set('uri')} />
          </label>
          <label>
            {t('log.method')}
            <select value={draft.method} onChange={set('method')}>
              <option value="">{t('common.any')}</option>
              {API_LOG_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">{t('common.search')}</Button>
          <Button type="button" variant="secondary" onClick={reset}>
            {t('common.reset')}
          </Button>
        </Filters>
        <Hint>{t('log.hint')}</Hint>
        <DataTable
          caption={t(titleKey, { ns: 'common' })}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={filter}
          getRowId={(r) => String(r.id)}
          namespaces={NAMESPACES}
          onRowClick={(row) => setOpen(row)}
          exportCsv
          exportFileName={call === 'GetApiLog' ? 'api-log' : 'api-request-log'}
        />
      </Panel>
      <LogDetail row={open} onClose={() => setOpen(null)} />
    </Page>
  );
}

/** /api-log: outbound calls to remote systems. */
export default function ApiLogScreen() {
  return <ApiLogView call="GetApiLog" titleKey="API_LOG" />;
}

/** /api-request-log: inbound API-account calls. */
export function ApiRequestLogScreen() {
  return <ApiLogView call="GetApiRequestLog" titleKey="API_REQUEST_LOG" />;
}
