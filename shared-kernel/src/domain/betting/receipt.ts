/**
 * The receipt string (DOMAIN 12):
 *   <username> #<ticketNo> / DD/MM dates / *<pool letters> / one line per bet line / S.O lines / GT=
 */
import { BetKind, ReceiptFormats, ReceiptMode } from '../constants';
import type { Cents } from '../money';
import { POOLS, type PoolId } from '../pools';
import { formatBetAmount, formatAmount2 } from './amount';
import { betCodeOrder, type BetCode } from './codes';
import { formatDayMonth } from '../format';
import { netCostCents, orderGrossCents } from './expand';
import { datesOfLine, poolsOfLine, type BetAmount, type Order } from './order';
import { formatKindForm, type BetKindId } from './permutations';

export type ReceiptFormatId = keyof typeof ReceiptFormats;
export type ReceiptModeId = (typeof ReceiptMode)[keyof typeof ReceiptMode];

/** An expanded bet line that the limits refused (accepted 0) or cut (accepted part). */
export interface SoldOutLine {
  inputLine: number;
  drawDate: string;
  poolId: PoolId;
  number: string;
  code: BetCode;
  kind: BetKindId;
  requestedCents: Cents;
  acceptedCents: Cents;
}

export interface ReceiptInput {
  username: string;
  ticketNo: string | number;
  order: Order;
  /** SPEC 9 receipt order format 1-4; 1 when unset. */
  receiptFormat?: ReceiptFormatId;
  /** Normal 1 (`1B`) or reverse 2 (`B1`); normal when unset. */
  receiptMode?: ReceiptModeId;
  soldOut?: readonly SoldOutLine[];
  /** Account currency to base currency, per 10,000 (3.3000 -> 33000): adds a second GT= line. */
  baseCurrencyRate?: number;
}

const NINE_LOTTO_LETTER = 'E';

/**
 * Pool letters in the account's receipt order: the format's order, then letters the format lacks
 * in pool order, 9Lotto (E) always last.
 */
export function receiptPoolLetters(pools: readonly PoolId[], format: ReceiptFormatId = 1): string {
  const order = ReceiptFormats[format] ?? ReceiptFormats[1];
  const rank = (letter: string): number => {
    if (letter === NINE_LOTTO_LETTER) return 1000;
    const at = order.indexOf(letter);
    const poolIndex = POOLS.findIndex((p) => p.receiptLetter === letter);
    return at >= 0 ? at : 100 + poolIndex;
  };
  const letters = [...new Set(pools)]
    .map((id) => POOLS.find((p) => p.id === id)?.receiptLetter ?? '')
    .filter((l) => l !== '');
  return letters.sort((a, b) => rank(a) - rank(b)).join('');
}

/** One amount as `1B` (normal) or `B1` (reverse), no trailing zeros. */
export function receiptAmount(a: BetAmount, mode: ReceiptModeId = ReceiptMode.Normal): string {
  const amount = formatBetAmount(a.cents);
  return mode === ReceiptMode.Reverse ? `${a.code}${amount}` : `${amount}${a.code}`;
}

function soldOutText(s: SoldOutLine, mode: ReceiptModeId): string {
  const letter = POOLS.find((p) => p.id === s.poolId)?.receiptLetter ?? String(s.poolId);
  const number = s.kind === BetKind.IBox ? formatKindForm(s.number, BetKind.IBox) : s.number;
  const what = s.acceptedCents > 0 ? receiptAmount({ code: s.code, cents: s.acceptedCents }, mode) : s.code;
  return `S.O ${formatDayMonth(s.drawDate)} ${letter} ${number}=${what}`;
}

export function receiptString(input: ReceiptInput): string {
  const mode = input.receiptMode ?? ReceiptMode.Normal;
  const format = input.receiptFormat ?? 1;
  const out: string[] = [`${input.username} #${input.ticketNo}`];
  let dateLine = '';
  let poolLine = '';
  for (const line of input.order.lines) {
    const d = datesOfLine(line).map(formatDayMonth).join(',');
    const p = `*${receiptPoolLetters(poolsOfLine(line), format)}`;
    if (d !== dateLine) {
      out.push((dateLine = d));
      poolLine = '';
    }
    if (p !== poolLine) out.push((poolLine = p));
    out.push(
      `${formatKindForm(line.number, line.kind)}=${line.amounts.map((a) => receiptAmount(a, mode)).join(' ')}`,
    );
  }
  const soldOut = [...(input.soldOut ?? [])].sort(
    (a, b) =>
      a.inputLine - b.inputLine ||
      a.drawDate.localeCompare(b.drawDate) ||
      a.poolId - b.poolId ||
      a.number.localeCompare(b.number) ||
      betCodeOrder(a.code) - betCodeOrder(b.code),
  );
  for (const s of soldOut) out.push(soldOutText(s, mode));
  const cut = soldOut.reduce((sum, s) => sum + Math.max(0, s.requestedCents - s.acceptedCents), 0);
  const gross = orderGrossCents(input.order) - cut;
  out.push(`GT=${formatAmount2(gross)}`);
  if (input.baseCurrencyRate !== undefined) {
    out.push(`GT=${formatAmount2(netCostCents(gross, input.baseCurrencyRate))}`);
  }
  return out.join('\n');
}
