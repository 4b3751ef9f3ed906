import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import { useDemoApp, type PagedReply, FIRST_PAGE } from '../../test/harness';

/**
 * The table screen's search box reaches the server on the server-paged tables (SPEC 2.8): the
 * inbox, player transaction and number meaning calls take `search` and match it in SQL, so the
 * rows and the total count are those of the search, not every row.
 */
const t = useDemoApp(['demo_co'], undefined, { demoActivity: true });

type Paged<R, O = unknown> = PagedReply<R, O>;

const page = FIRST_PAGE;

test('GetTicket: a username start or a ticket number narrows the tickets and their count', async () => {
  const all = (await t.post('admin', '/api/Report/GetTicket', page)).body as Paged<{
    bettor: string;
    ticketNo: string;
  }>;
  expect(all.success).toBe(true);
  const rows = all.data ?? [];
  const bettors = [...new Set(rows.map((r) => r.bettor))];
  expect(bettors.length).toBeGreaterThan(1);
  const one = bettors[0] as string;
  const prefix = one.slice(0, one.length - 1).toUpperCase();
  const expected = rows.filter((r) => r.bettor.toLowerCase().startsWith(prefix.toLowerCase()));
  const searched = (await t.post('admin', '/api/Report/GetTicket', { ...page, search: ` ${prefix} ` }))
    .body as Paged<{ bettor: string; ticketNo: string }>;
  expect(searched.success).toBe(true);
  expect(searched.totalCount).toBe(expected.length);
  expect((searched.data ?? []).map((r) => r.ticketNo).sort()).toEqual(expected.map((r) => r.ticketNo).sort());
  expect(searched.totalCount).toBeLessThan(all.totalCount ?? 0);

  const ticketNo = (rows[0] as { ticketNo: string }).ticketNo;
  const byNumber = (await t.post('admin', '/api/Report/GetTicket', { ...page, search: ticketNo }))
    .body as Paged<{ ticketNo: string }>;
  expect((byNumber.data ?? []).map((r) => r.ticketNo)).toEqual([ticketNo]);
  // A LIKE wildcard is a character, not a pattern.
  const wild = (await t.post('admin', '/api/Report/GetTicket', { ...page, search: '%' }))
    .body as Paged<unknown>;
  expect(wild.totalCount).toBe(0);
  // Validated like any field: too long is a 400 naming it.
  const long = await t.post('admin', '/api/Report/GetTicket', { ...page, search: 'x'.repeat(51) });
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('search');
});

test('GetPlayerTransaction: the search keeps the rows of usernames starting with it', async () => {
  const today = businessDate(t.clock.now());
  const range = { fromDate: addDays(today, -300), toDate: addDays(today, 30) };
  const all = (await t.post('admin', '/api/Report/GetPlayerTransaction', { ...page, ...range }))
    .body as Paged<{ username: string; id: number }>;
  expect(all.success).toBe(true);
  const rows = all.data ?? [];
  const names = [...new Set(rows.map((r) => r.username))];
  expect(names.length).toBeGreaterThan(1);
  const name = names[0] as string;
  const expected = rows.filter((r) => r.username.toLowerCase().startsWith(name.toLowerCase()));
  const searched = (
    await t.post('admin', '/api/Report/GetPlayerTransaction', { ...page, ...range, search: name })
  ).body as Paged<{ username: string; id: number }>;
  expect(searched.totalCount).toBe(expected.length);
  expect((searched.data ?? []).map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
});

test('GetTipSourceByKeyword: the search narrows the keyword’s matches', async () => {
  const all = (await t.post('admin', '/api/Configuration/GetTipSourceByKeyword', page)).body as Paged<{
    number: string;
  }>;
  const rows = all.data ?? [];
  expect(rows.length).toBeGreaterThan(1);
  const number = (rows[rows.length - 1] as { number: string }).number;
  const searched = (
    await t.post('admin', '/api/Configuration/GetTipSourceByKeyword', { ...page, search: number })
  ).body as Paged<{ number: string }>;
  expect(searched.totalCount).toBeLessThan(all.totalCount ?? 0);
  expect((searched.data ?? []).map((r) => r.number)).toContain(number);
});
