import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '@drawdesk/shared-kernel/api';
import { API_LOG_METHODS, type ApiLogRow } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  DataTable,
  Hint,
  Modal,
  Page,
  Panel,
  theme,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { NAMESPACE, NAMESPACES, registerOpsTranslations } from './i18n';

registerOpsTranslations();

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${theme.font.small};
    gap: 2px;
  }
`;
const Block = styled.pre`
  background: ${theme.colors.headerBg};
  border: 1px solid ${theme.colors.border};
  padding: ${theme.space.sm};
  max-height: 240px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: ${theme.font.small};
  margin: 0 0 ${theme.space.sm};
`;

export type ApiLogCall = 'GetApiLog' | 'GetApiRequestLog';

export interface ApiLogFilterValues {
  fromDate: string;
  toDate: string;
  uri: string;
  method: string;
}
const EMPTY: ApiLogFilterValues = { fromDate: '', toDate: '', uri: '', method: '' };

/** The call's filter fields: empty ones left out. */
export function filterParams(values: ApiLogFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (values.fromDate) out.fromDate = values.fromDate;
  if (values.toDate) out.toDate = values.toDate;
  if (values.uri.trim()) out.uri = values.uri.trim();
  if (values.method) out.method = values.method;
  return out;
}

/** JSON shown indented; anything else as is. */
export function pretty(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function LogDetail({ row, onClose }: { row: ApiLogRow | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  if (!row) return null;
  const headers = JSON.stringify(row.requestHeaders, null, 2);
  return (
    <Modal
      open
      width="800px"
      title={t('log.detailTitle', {
        method: row.method,
        uri: row.uri,
        interpolation: { escapeValue: false },
      })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <h4>{t('log.headers')}</h4>
      <Block aria-label={t('log.headers')}>{headers}</Block>
      <h4>{t('log.body')}</h4>
      <Block aria-label={t('log.body')}>{pretty(row.requestBody) || t('common.empty')}</Block>
      <h4>{t('log.response')}</h4>
      <Block aria-label={t('log.response')}>{pretty(row.responseContent) || t('common.empty')}</Block>
    </Modal>
  );
}

/** One API log (outbound: GetApiLog; inbound: GetApiRequestLog) with filters and server paging. */
export function ApiLogView({ call, titleKey }: { call: ApiLogCall; titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<ApiLogFilterValues>(EMPTY);
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<ApiLogRow | null>(null);

  const fetchPage: FetchPage<ApiLogRow> = (q) => api.fetchPage<ApiLogRow>('Configuration', call, filter, q);
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
    setDraft(EMPTY);
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
