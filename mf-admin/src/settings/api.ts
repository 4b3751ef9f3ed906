/**
 * The calls of the settings screens (area 'Configuration'): system setting, currency, number meaning,
 * red numbers and the number queue, typed from the kernel contract (types only, so TypeBox stays out of
 * the bundle).
 */
import { api, type CallOptions, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  CreateOrUpdateNumberMeaningBody,
  CreateOrUpdateRedNumberBody,
  CurrencyRow,
  NumberMeaningRow,
  NumberQueueRow,
  RedNumberRow,
  SystemSettingsDto,
  UpdateCurrencySettingBody,
} from '@drawdesk/shared-kernel/contract';

export type {
  CreateOrUpdateNumberMeaningBody,
  CreateOrUpdateRedNumberBody,
  CurrencyRow,
  NumberMeaningRow,
  NumberQueueRow,
  RedNumberRow,
  SystemSettingsDto,
  UpdateCurrencySettingBody,
};

/** The reply of a CSV import: the count, or every bad line. */
export type ImportReply = { imported: number } | { errors: { line: number; message: string }[] };

/** How many rows a delete removed. */
export interface Deleted {
  deleted: number;
}

type ReadOptions = Omit<CallOptions, 'query' | 'method'>;

/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['mf-admin', 'settings'] as const,
  currencies: () => ['mf-admin', 'settings', 'currencies'] as const,
  systemSetting: () => ['mf-admin', 'settings', 'systemSetting'] as const,
};

export const settingsApi = {
  systemSetting: (opts?: ReadOptions) =>
    api.get<SystemSettingsDto>('Configuration', 'GetSystemSetting', undefined, opts),
  updateSystemSetting: (body: SystemSettingsDto) =>
    api.post<SystemSettingsDto>('Configuration', 'UpdateSystemSetting', body),

  currencies: (opts?: ReadOptions) =>
    api.get<CurrencyRow[]>('Configuration', 'GetCurrencySetting', undefined, opts),
  updateCurrency: (body: UpdateCurrencySettingBody) =>
    api.post<CurrencyRow>('Configuration', 'UpdateCurrencySetting', body),

  /** The screen's keyword and the table search (both must match), paged on the server. */
  numberMeanings: (keyword: string | undefined, paging: Paging & { search?: string }) =>
    api.fetchPage<NumberMeaningRow>(
      'Configuration',
      'GetTipSourceByKeyword',
      { keyword, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  saveNumberMeaning: (body: CreateOrUpdateNumberMeaningBody) =>
    api.post<NumberMeaningRow>('Configuration', 'CreateOrUpdateNumberMeaning', body),
  deleteNumberMeaning: (number: string) => api.post('Configuration', 'DeleteNumberMeaning', { number }),
  /** The screen lists the bad lines itself, so the client's failure dialog is off. */
  importNumberMeanings: (csv: string) =>
    api.post<ImportReply>('Configuration', 'ImportNumberMeanings', { csv }, { failureDialog: false }),

  redNumbers: (number: string | undefined, paging: Paging) =>
    api.fetchPage<RedNumberRow>('Configuration', 'GetRedNumber', { number }, paging),
  saveRedNumber: (body: CreateOrUpdateRedNumberBody) =>
    api.post<RedNumberRow>('Configuration', 'CreateOrUpdateRedNumber', body),
  deleteRedNumber: (id: number) => api.post<Deleted>('Configuration', 'DeleteRedNumber', { id }),
  bulkDeleteRedNumbers: (ids: number[]) => api.post<Deleted>('Configuration', 'BulkDeleteRedNumber', { ids }),

  numberQueues: (number: string | undefined, paging: Paging) =>
    api.fetchPage<NumberQueueRow>('Configuration', 'GetNumberQueues', { number }, paging),
  /** Unblocks one queued number ({ id }) or all of them ({ all: true }). */
  deleteNumberQueue: (body: { id: number } | { all: true }) =>
    api.post<Deleted>('Configuration', 'DeleteNumberQueue', body),
};
