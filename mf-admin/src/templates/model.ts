/** Pure state of the master template editor: item rows as text, checks, and the API body. */
import type {
  CreateOrUpdateMasterTemplateBody,
  MasterTemplateItem,
  MasterTemplateRow,
  TemplateItemInput,
} from '@drawdesk/shared-kernel/contract';
import { isBetCode } from '@drawdesk/shared-kernel/domain/betting';

export interface ItemRow {
  id?: number;
  value: string;
  operator: 1 | 2;
  dateFrom: string;
  dateTo: string;
  pools: number[];
  codes: string;
  active: boolean;
  amount: string;
  big: string;
  small: string;
  a3: string;
  c3: string;
}

export interface TemplateState {
  id?: number;
  name: string;
  kind: 1 | 3;
  templateType: 1 | 2;
  status: 0 | 1;
  items: ItemRow[];
}

export const emptyItem = (): ItemRow => ({
  value: '1',
  operator: 1,
  dateFrom: '',
  dateTo: '',
  pools: [],
  codes: '',
  active: true,
  amount: '',
  big: '0',
  small: '0',
  a3: '0',
  c3: '0',
});

export const newTemplate = (): TemplateState => ({
  name: '',
  kind: 1,
  templateType: 2,
  status: 1,
  items: [],
});

export function stateFromItems(template: MasterTemplateRow, items: MasterTemplateItem[]): TemplateState {
  return {
    id: template.id,
    name: template.name,
    kind: template.kind === 3 ? 3 : 1,
    templateType: template.templateType === 1 ? 1 : 2,
    status: template.status === 0 ? 0 : 1,
    items: items.map((i) => ({
      id: i.id,
      value: String(i.value),
      operator: i.operator === 2 ? 2 : 1,
      dateFrom: i.dateFrom ?? '',
      dateTo: i.dateTo ?? '',
      pools: i.pools,
      codes: i.codes.join(','),
      active: i.status === 1,
      amount: i.payload ? String(i.payload.amount) : '',
      big: i.payload ? String(i.payload.big) : '0',
      small: i.payload ? String(i.payload.small) : '0',
      a3: i.payload ? String(i.payload.a3) : '0',
      c3: i.payload ? String(i.payload.c3) : '0',
    })),
  };
}

const VALUE_RE = /^\d{1,4}(\.\d{1,4})?$/;
const AMOUNT_RE = /^\d{1,7}(\.\d{1,2})?$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const codesOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');

/** Messages as [i18n key, params]; empty when the template can be sent. */
export function validateTemplate(s: TemplateState): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  if (s.name.trim() === '') out.push(['form.errName', {}]);
  const amounts = new Set<number>();
  s.items.forEach((item, i) => {
    const n = i + 1;
    if (s.kind === 1) {
      if (!VALUE_RE.test(item.value.trim()) || !(Number(item.value) > 0)) out.push(['form.errValue', { n }]);
      const from = item.dateFrom.trim();
      const to = item.dateTo.trim();
      if ((from && !DATE_RE.test(from)) || (to && !DATE_RE.test(to)) || (from && to && from > to))
        out.push(['form.errDates', { n }]);
      const bad = codesOf(item.codes).find((c) => !isBetCode(c));
      if (bad) out.push(['form.errCodes', { n, code: bad }]);
    } else {
      const fields = [item.amount, item.big, item.small, item.a3, item.c3];
      if (fields.some((f) => !AMOUNT_RE.test(f.trim())) || !(Number(item.amount) > 0))
        out.push(['form.errAmount', { n }]);
      else if (amounts.has(Number(item.amount))) out.push(['form.errDuplicate', { n }]);
      amounts.add(Number(item.amount));
    }
  });
  return out;
}

export function toTemplateBody(s: TemplateState): CreateOrUpdateMasterTemplateBody {
  const items: TemplateItemInput[] = s.items.map((item) => ({
    ...(item.id !== undefined ? { id: item.id } : {}),
    category: s.kind === 3 ? 'luckyBet' : 'payoutAdjustment',
    value: s.kind === 3 ? 1 : Number(item.value),
    operator: s.kind === 3 ? 1 : item.operator,
    dateFrom: s.kind === 3 || item.dateFrom.trim() === '' ? null : item.dateFrom.trim(),
    dateTo: s.kind === 3 || item.dateTo.trim() === '' ? null : item.dateTo.trim(),
    pools: s.kind === 3 ? [] : [...item.pools].sort((a, b) => a - b),
    codes: s.kind === 3 ? [] : codesOf(item.codes),
    payload:
      s.kind === 3
        ? {
            amount: Number(item.amount),
            big: Number(item.big),
            small: Number(item.small),
            a3: Number(item.a3),
            c3: Number(item.c3),
          }
        : null,
    status: item.active ? 1 : 0,
  }));
  return {
    ...(s.id !== undefined ? { id: s.id } : {}),
    name: s.name.trim(),
    kind: s.kind,
    templateType: s.templateType,
    status: s.status,
    items,
  };
}
