import { Role } from '@drawdesk/shared-kernel/domain';
import { insertTestUser, useDemoApp, type PagedReply } from '../../test/harness';

/**
 * The table search of the auto ticket screen (SPEC 2.8): GetAutoTicket matches the start of the
 * bettor's username or part of the bet string in SQL, so the rows and the total count are those of
 * the search; the caller's tree still bounds them. (The order screens' recent tickets use GetTicket,
 * whose search paged-search.test.ts covers.)
 */
const t = useDemoApp(['demo_co', 'demo_ag', 'demo_p1', 'demo_p2'], async (app) => {
  const ids = app.ids;
  await insertTestUser(app.db, { username: 'ats_other_co', roleId: Role.Company, upline: 'admin' });
  const otherPlayer = await insertTestUser(app.db, {
    username: 'demo_pz_at',
    roleId: Role.Player,
    upline: 'ats_other_co',
  });
  const now = new Date();
  const auto = (bettor: number, betString: string) => ({
    bettor_id: String(bettor),
    actor_id: String(bettor),
    bet_string: betString,
    pools: [1],
    remaining: 3,
    end_date: null,
    created_at: now,
    updated_at: now,
  });
  await app.db
    .insertInto('auto_tickets')
    .values([
      auto(ids.demo_p1, '1234#1'),
      auto(ids.demo_p1, '5678#2'),
      auto(ids.demo_p2, '1234#3'),
      auto(ids.demo_p2, '90%_#1'),
      auto(ids.demo_p2, '90x1#1'),
      auto(otherPlayer, '1234#9'),
    ])
    .execute();
});

type Paged<R, O = unknown> = PagedReply<R, O>;

const url = '/api/Report/GetAutoTicket';

async function tickets(as: string, body: Record<string, unknown>): Promise<string[]> {
  const res = await t.post(as, url, { StartCount: 0, PageSize: 500, ...body });
  expect(res.status).toBe(200);
  const reply = res.body as unknown as Paged<{ bettor: string; betString: string }>;
  expect(reply.success).toBe(true);
  expect(reply.totalCount).toBe(reply.data?.length);
  return (reply.data ?? []).map((r) => `${r.bettor}:${r.betString}`).sort();
}

test('GetAutoTicket: the bettor’s username start or part of the bet string, within the caller’s tree', async () => {
  // The bettor's username start, any case; the other company's demo_pz_at is not demo_ag's.
  expect(await tickets('demo_ag', { search: ' DEMO_P1 ' })).toEqual(['demo_p1:1234#1', 'demo_p1:5678#2']);
  expect(await tickets('demo_ag', { search: 'demo_pz' })).toEqual([]);
  // Part of the bet string.
  expect(await tickets('demo_ag', { search: '1234' })).toEqual(['demo_p1:1234#1', 'demo_p2:1234#3']);
  expect(await tickets('admin', { search: '1234' })).toEqual([
    'demo_p1:1234#1',
    'demo_p2:1234#3',
    'demo_pz_at:1234#9',
  ]);
  // With the bettor filter: both must match.
  expect(await tickets('demo_co', { bettorId: t.ids.demo_p2, search: '1234' })).toEqual(['demo_p2:1234#3']);
  // The wildcards are characters.
  expect(await tickets('demo_ag', { search: '0%_' })).toEqual(['demo_p2:90%_#1']);
  expect(await tickets('demo_ag', { search: '%' })).toEqual(['demo_p2:90%_#1']);
  // Too long: a 400 naming the field, in the envelope.
  const long = await t.post('demo_ag', url, { StartCount: 0, PageSize: 10, search: 'x'.repeat(51) });
  expect(long.status).toBe(400);
  expect(long.body.success).toBe(false);
  expect(long.body.message).toContain('search');
});
