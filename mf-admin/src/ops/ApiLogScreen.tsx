import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_LOG_METHODS } from '@drawdesk/shared-kernel/contract/values';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
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
  const methods = [
    { value: '', label: t('common.any') },
    ...API_LOG_METHODS.map((m) => ({ value: m as string, label: m })),
  ];

  return (
    <Page titleKey={titleKey}>
      <Panel>
        {/* The filter bar: Search applies what is typed, Reset clears it and the filter. */}
        <Form<ApiLogFilterValues>
          label={t('common.search')}
          initialValues={EMPTY_LOG_FILTER}
          onSubmit={(values) => setFilter(filterParams(values))}
        >
          {({ resetForm }) => (
            <Filters as="div">
              <TextField name="fromDate" type="date" label={t('log.from')} />
              <TextField name="toDate" type="date" label={t('log.to')} />
              <TextField name="uri" maxLength={200} label={t('log.uri')} />
              <SelectField<string> name="method" label={t('log.method')} options={methods} />
              <Button type="submit">{t('common.search')}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  resetForm();
                  setFilter({});
                }}
              >
                {t('common.reset')}
              </Button>
            </Filters>
          )}
        </Form>
        <Hint>{t('log.hint')}</Hint>
        <DataTable
          caption={t(titleKey, { ns: 'common' })}
          columns={columns}
          fetchPage={fetchPage}
          searchable
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
