import { useCallback, useMemo, useState } from 'react';
import { Role } from '@drawdesk/shared-kernel/domain';
import { SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  DataTable,
  Page,
  Panel,
  useCurrentUser,
  type DataTableColumn,
  type FetchPage,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { RowLink } from '../frame/components/DrillReport';
import { ReportFilters } from '../frame/components/ReportFilters';
import { Warning } from '../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { readReportQuery, writeReportQuery, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { exposureApi, exposureKeys, type CompanyRunMapOverall, type CompanyRunMapRow } from './api';
import { usePoolOptions } from './components/MapFilterFields';
import { registerExposureTranslations, TABLE_NAMESPACES, useExposureT } from './i18n';
import {
  cleanNumber,
  companyRunBody,
  poolLabel,
  readCompanyRunOptions,
  unpostDetailHref,
  writeCompanyRunOptions,
  type CompanyRunFilter,
} from './model';

registerFrameTranslations();
registerExposureTranslations();

type Col = DataTableColumn<CompanyRunMapRow, CompanyRunMapOverall>;
/** The form's values: the company as a select value (0 = every company). */
type CompanyForm = ReportFilter & { poolId: number; number: string; companyId: number };

/**
 * /report/run-map-report-as-com (super admin and company): on one draw and pool, per number and
 * code, what is left above the company: still unposted, posted, sold out. Each row links to the
 * draw's unposted detail (/posting/UnpostDetail?drawDate=..&poolId=..). The super admin reads every
 * company summed or picks one.
 */
export default function RunMapAsCompanyScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useExposureT();
  const frame = useFrameT();
  const user = useCurrentUser();
  const superAdmin = user?.userRoleId === Role.SuperAdmin;
  const { filter, currencies, ready, error } = useReportFilter(initialFilter);
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const options = useMemo(() => readCompanyRunOptions(new URLSearchParams(paramsText)), [paramsText]);
  const companyFilter = useMemo<CompanyRunFilter>(
    () => ({ ...filter, ...options, companyId: superAdmin ? options.companyId : undefined }),
    [filter, options, superAdmin],
  );
  const body = useMemo(() => companyRunBody(companyFilter), [companyFilter]);
  const formValue = useMemo<CompanyForm>(
    () => ({ ...filter, poolId: options.poolId, number: options.number, companyId: options.companyId ?? 0 }),
    [filter, options],
  );
  const apply = useCallback(
    (f: CompanyForm) =>
      setParams((prev) =>
        writeCompanyRunOptions(writeReportQuery(prev, f, readReportQuery(prev, f).trail), {
          poolId: f.poolId,
          number: cleanNumber(f.number),
          companyId: f.companyId > 0 ? f.companyId : undefined,
        }),
      ),
    [setParams],
  );

  const companies = useApiQuery(exposureKeys.companies, (signal) => exposureApi.companies(signal), {
    enabled: superAdmin,
  });
  const companyOptions = useMemo(
    () => [
      { value: 0, label: t('filter.allCompanies') },
      ...(companies.data?.data ?? [])
        .filter((c) => c.userRoleId === Role.Company)
        .map((c) => ({ value: c.userId, label: c.username })),
    ],
    [companies.data, t],
  );

  const [processing, setProcessing] = useState(false);
  const fetchPage: FetchPage<CompanyRunMapRow, CompanyRunMapOverall> = async (q) => {
    const page = await exposureApi.companyRunMap(body, q);
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };

  const href = unpostDetailHref(body.drawDate, body.poolId);
  const columns: Col[] = [
    { id: 'number', header: 'col.number', footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    {
      id: 'unposted',
      header: 'col.unposted',
      kind: 'amount',
      footer: (c) => c.overallInfo?.unposted ?? null,
    },
    { id: 'posted', header: 'col.posted', kind: 'amount', footer: (c) => c.overallInfo?.posted ?? null },
    { id: 'soldOut', header: 'col.soldOut', kind: 'amount', footer: (c) => c.overallInfo?.soldOut ?? null },
    { id: 'total', header: 'col.total', kind: 'amount', footer: (c) => c.overallInfo?.total ?? null },
    {
      id: 'detail',
      header: 'col.detail',
      exportable: false,
      cell: () => <RowLink to={href}>{t('company.unpostDetail')}</RowLink>,
    },
  ];
  const company = companyOptions.find((c) => c.value === (options.companyId ?? 0));
  const extraLines: ReportLine[] = [
    [t('filter.pool'), poolLabel(options.poolId, '')],
    ...(options.number ? [[t('filter.number'), options.number] as const] : []),
    ...(superAdmin && company ? [[t('filter.company'), company.label] as const] : []),
  ];
  const pools = usePoolOptions(false);

  return (
    <Page titleKey="RUN_MAP_REPORT_AS_COMPANY">
      <Panel>
        {ready && (
          <>
            <ReportFilters<CompanyForm>
              value={formValue}
              onApply={apply}
              currencies={currencies}
              pools={false}
              singleDate
              extraLines={extraLines}
            >
              <SelectField<number> name="poolId" label={t('filter.pool')} options={pools} />
              <TextField name="number" label={t('filter.number')} inputMode="numeric" maxLength={6} />
              {superAdmin && (
                <SelectField<number> name="companyId" label={t('filter.company')} options={companyOptions} />
              )}
            </ReportFilters>
            {error ? null : (
              <>
                {processing && <Warning role="status">{frame.t('msg.processing')}</Warning>}
                <DataTable<CompanyRunMapRow, CompanyRunMapOverall>
                  caption={t('RUN_MAP_REPORT_AS_COMPANY', { ns: ['common', 'ui'] })}
                  columns={columns}
                  fetchPage={fetchPage}
                  queryKey={body}
                  getRowId={(r, i) => `${r.number}:${r.code}:${i}`}
                  namespaces={TABLE_NAMESPACES}
                  searchable={false}
                  initialPageSize={100}
                  overall={(o) =>
                    o
                      ? [
                          { label: 'col.unposted', value: o.unposted },
                          { label: 'col.soldOut', value: o.soldOut },
                        ]
                      : []
                  }
                  exportCsv
                  exportExcel
                  exportFileName="run-map-report-as-company"
                />
              </>
            )}
          </>
        )}
      </Panel>
    </Page>
  );
}
