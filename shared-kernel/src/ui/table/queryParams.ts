import { PAGE_SIZE_OPTIONS } from '../../domain/constants';
import type { TableSort } from './types';

/** Page, page size, search and sort: what the table asks for and keeps in the address. */
export interface TableQueryState {
  page: number;
  pageSize: number;
  search: string;
  sort: TableSort | undefined;
}

/** Values left out of the address (the table's starting state). */
export interface QueryDefaults {
  pageSize: number;
  sort: TableSort | undefined;
  /** Column ids the address may sort by; any other sort in the address is ignored. */
  sortableIds: readonly string[];
}

const NAMES = { page: 'page', pageSize: 'size', search: 'q', sort: 'sort' } as const;

/** Parameter names of one table: `page`, `size`, `q`, `sort`, or `<key>.page`, ... */
export function paramNames(urlKey: string | undefined): Record<keyof typeof NAMES, string> {
  if (!urlKey) return NAMES;
  return {
    page: `${urlKey}.${NAMES.page}`,
    pageSize: `${urlKey}.${NAMES.pageSize}`,
    search: `${urlKey}.${NAMES.search}`,
    sort: `${urlKey}.${NAMES.sort}`,
  };
}

const sameSort = (a: TableSort | undefined, b: TableSort | undefined): boolean =>
  a?.id === b?.id && Boolean(a?.desc) === Boolean(b?.desc);

/** Sort as text: `amount` ascending, `-amount` descending, empty for "no sort". */
const sortText = (sort: TableSort | undefined): string => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '');

function parseSort(text: string, sortableIds: readonly string[]): TableSort | undefined | null {
  if (text === '') return undefined;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return sortableIds.includes(id) ? { id, desc } : null;
}

/** The query state of one table read from the address; missing or invalid values take the defaults. */
export function readQuery(
  params: URLSearchParams,
  urlKey: string | undefined,
  defaults: QueryDefaults,
): TableQueryState {
  const names = paramNames(urlKey);
  const page = Number(params.get(names.page));
  const size = Number(params.get(names.pageSize));
  const sortParam = params.get(names.sort);
  const sort = sortParam === null ? null : parseSort(sortParam, defaults.sortableIds);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaults.pageSize,
    search: (params.get(names.search) ?? '').trim(),
    sort: sort === null ? defaults.sort : sort,
  };
}

/**
 * The address with one table's query state written in (other parameters kept). Values equal to
 * the defaults are left out, so an untouched table adds nothing to the address.
 */
export function writeQuery(
  params: URLSearchParams,
  urlKey: string | undefined,
  state: TableQueryState,
  defaults: QueryDefaults,
): URLSearchParams {
  const names = paramNames(urlKey);
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  put(names.page, state.page > 1 ? String(state.page) : null);
  put(names.pageSize, state.pageSize !== defaults.pageSize ? String(state.pageSize) : null);
  put(names.search, state.search ? state.search : null);
  put(names.sort, sameSort(state.sort, defaults.sort) ? null : sortText(state.sort));
  return next;
}

/** The address without one table's parameters (a screen that shows a new list in its place). */
export function withoutTableQuery(params: URLSearchParams, urlKey?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(paramNames(urlKey))) next.delete(name);
  return next;
}

/** One table's parameters as text, to tell whether they changed. */
export function queryText(params: URLSearchParams, urlKey: string | undefined): string {
  const names = paramNames(urlKey);
  return Object.values(names)
    .map((name) => (params.has(name) ? `${name}=${params.get(name) ?? ''}` : name))
    .join('&');
}
