import { call, useDemoApp } from '../../../test/harness';

const t = useDemoApp(['demo_co', 'demo_ag', 'demo_it', 'demo_p1']);
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

type Row = { id: number; title: string; message: string; status: number; createdAt: string };
const save = (as: string | null, body: unknown) =>
  call(t.app, 'POST', '/api/Configuration/CreateOrUpdateAnnouncement', {
    ...(as ? { cookie: cookies[as] } : {}),
    body,
  });
const list = (as: string | null, query: Record<string, string> = {}) =>
  call(t.app, 'GET', '/api/Configuration/GetAnnouncement', {
    ...(as ? { cookie: cookies[as] } : {}),
    query: { StartCount: '0', PageSize: '10', ...query },
  });
const titles = (res: { body: { data?: unknown } }) => (res.body.data as Row[]).map((r) => r.title);

async function create(title: string, status: 0 | 1, at: string): Promise<number> {
  await t.clock.setTestClock(new Date(at));
  const res = await save('admin', { title, message: `${title} message`, status });
  expect(res.body.success).toBe(true);
  return (res.body.data as { id: number }).id;
}

let first: number;
let hidden: number;
let latest: number;

describe('CreateOrUpdateAnnouncement and GetAnnouncement', () => {
  it('creates announcements, audited', async () => {
    first = await create('Maintenance', 1, '2026-11-20T01:00:00Z');
    hidden = await create('Draft', 0, '2026-11-21T01:00:00Z');
    latest = await create('Special draw Tuesday', 1, '2026-11-22T01:00:00Z');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id', 'after'])
      .where('action', '=', 'announcement.create')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      actor_id: String(ids.admin),
      entity_id: String(first),
      after: { title: 'Maintenance', message: 'Maintenance message', status: 1 },
    });
  });

  it('shows everyone else the enabled ones, newest first, with their date', async () => {
    for (const who of ['demo_co', 'demo_ag', 'demo_it', 'demo_p1']) {
      const res = await list(who);
      expect(res.status).toBe(200);
      expect(titles(res)).toEqual(['Special draw Tuesday', 'Maintenance']);
      expect(res.body.totalCount).toBe(2);
    }
    const rows = (await list('demo_p1')).body.data as Row[];
    expect(rows[0]).toMatchObject({ id: latest, status: 1, createdAt: '2026-11-22T01:00:00.000Z' });
  });

  it('shows the super admin disabled ones too (activeOnly narrows it)', async () => {
    const all = await list('admin');
    expect(titles(all)).toEqual(['Special draw Tuesday', 'Draft', 'Maintenance']);
    expect(all.body.totalCount).toBe(3);
    expect(titles(await list('admin', { activeOnly: 'true' }))).toEqual([
      'Special draw Tuesday',
      'Maintenance',
    ]);
  });

  it('pages with StartCount and PageSize', async () => {
    const page = await list('admin', { StartCount: '1', PageSize: '1' });
    expect(titles(page)).toEqual(['Draft']);
    expect(page.body.totalCount).toBe(3);
    const past = await list('admin', { StartCount: '10', PageSize: '5' });
    expect(titles(past)).toEqual([]);
    expect(past.body.totalCount).toBe(3);
    expect((await list('admin', { PageSize: '501' })).status).toBe(400);
    expect((await list('admin', { PageSize: '0' })).status).toBe(400);
  });

  it('updates, enables and deletes, each audited with before and after', async () => {
    const enable = await save('admin', { id: hidden, title: 'Draft ready', message: 'Now live', status: 1 });
    expect(enable.body).toMatchObject({ success: true, data: { id: hidden } });
    expect(titles(await list('demo_ag'))).toEqual(['Special draw Tuesday', 'Draft ready', 'Maintenance']);
    const update = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'announcement.update')
      .executeTakeFirstOrThrow();
    expect(update).toEqual({
      before: { title: 'Draft', message: 'Draft message', status: 0 },
      after: { title: 'Draft ready', message: 'Now live', status: 1 },
    });

    const del = await save('admin', { id: first, title: 'Maintenance', message: 'x', status: 2 });
    expect(del.body).toMatchObject({ success: true, message: 'Announcement deleted.' });
    expect(titles(await list('admin'))).toEqual(['Special draw Tuesday', 'Draft ready']);
    const deletedAudit = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'announcement.delete')
      .execute();
    expect(deletedAudit).toEqual([{ entity_id: String(first) }]);
    // A deleted announcement is gone: it cannot be edited back.
    const revive = await save('admin', { id: first, title: 'Maintenance', message: 'x', status: 1 });
    expect(revive.body).toMatchObject({ success: false, message: 'No record found!' });
  });

  it('refuses blank text (success false) and malformed input (400), writing nothing', async () => {
    const blank = await save('admin', { title: '   ', message: 'm', status: 1 });
    expect(blank.body).toMatchObject({ success: false, message: 'Title: This field is required.' });
    const blankMessage = await save('admin', { title: 'T', message: ' ', status: 1 });
    expect(blankMessage.body).toMatchObject({ success: false, message: 'Message: This field is required.' });
    for (const body of [
      { title: 'T', message: 'm', status: 3 },
      { title: 'T', message: 'm' },
      { title: 'x'.repeat(101), message: 'm', status: 1 },
      { title: 'T', message: 'm'.repeat(2001), status: 1 },
      { id: 0, title: 'T', message: 'm', status: 1 },
    ]) {
      expect((await save('admin', body)).status).toBe(400);
    }
    const count = await t.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('lets only the super admin write; reading needs a session', async () => {
    for (const who of ['demo_co', 'demo_ag', 'demo_it', 'demo_p1']) {
      expect((await save(who, { title: 'Mine', message: 'm', status: 1 })).status).toBe(403);
    }
    expect((await save(null, { title: 'Mine', message: 'm', status: 1 })).status).toBe(401);
    expect((await list(null)).status).toBe(401);
  });
});
