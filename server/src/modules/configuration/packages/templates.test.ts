import { loadLuckyBetTable } from './luckyBet';
import { adjustPayouts, loadPayoutAdjustments } from './templates';
import { call, loginDemoAccounts, SETUP_TIMEOUT, startTestApp, type TestApp } from '../../../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('the lucky-bet template (migration 0008)', () => {
  it('holds SPEC 9 table in cents, sorted by amount', async () => {
    const rows = await loadLuckyBetTable(t.db);
    expect(rows).toEqual([
      { amount: 100, big: 25, small: 25, a3: 25, c3: 25 },
      { amount: 200, big: 50, small: 50, a3: 50, c3: 50 },
      { amount: 300, big: 100, small: 100, a3: 50, c3: 50 },
      { amount: 400, big: 100, small: 100, a3: 100, c3: 100 },
      { amount: 500, big: 200, small: 100, a3: 100, c3: 100 },
      { amount: 600, big: 200, small: 200, a3: 200, c3: 200 },
      { amount: 800, big: 200, small: 200, a3: 200, c3: 200 },
      { amount: 1000, big: 300, small: 300, a3: 200, c3: 200 },
    ]);
    const template = await t.db
      .selectFrom('master_templates')
      .selectAll()
      .where('kind', '=', 3)
      .executeTakeFirstOrThrow();
    expect(template).toMatchObject({ name: 'Lucky bet', template_type: 1, status: 1 });
  });
});

describe('adjustPayouts', () => {
  it('multiplies and divides, rounding half up to the cent after each step', () => {
    expect(adjustPayouts([250_000, 6_000], [{ value: 15_000, operator: 1 }])).toEqual([375_000, 9_000]);
    expect(adjustPayouts([250_000], [{ value: 20_000, operator: 2 }])).toEqual([125_000]);
    // 25 * 0.5 = 12.5 -> 13 (half up); then 13 / 3 = 4.333 -> 4
    expect(
      adjustPayouts(
        [25],
        [
          { value: 5_000, operator: 1 },
          { value: 30_000, operator: 2 },
        ],
      ),
    ).toEqual([4]);
    // 1 / 0.4 = 2.5 -> 3, then 3 * 0.5 = 1.5 -> 2 (one rounding at the end would give 1.25 -> 1)
    expect(adjustPayouts([1], [{ value: 4_000, operator: 2 }])).toEqual([3]);
    expect(
      adjustPayouts(
        [1],
        [
          { value: 4_000, operator: 2 },
          { value: 5_000, operator: 1 },
        ],
      ),
    ).toEqual([2]);
    expect(adjustPayouts([100], [])).toEqual([100]);
  });
});

describe('loadPayoutAdjustments', () => {
  let items: number[] = [];
  beforeAll(async () => {
    const tpl = await t.db
      .insertInto('master_templates')
      .values({ name: 'T adjust', kind: 1, template_type: 1, status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const off = await t.db
      .insertInto('master_templates')
      .values({ name: 'T off', kind: 1, template_type: 1, status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .insertInto('master_template_items')
      .values([
        {
          template_id: tpl.id,
          value: 20_000,
          operator: 1,
          date_from: '2030-01-05',
          date_to: '2030-01-10',
          pools: [1],
          codes: [],
        },
        {
          template_id: tpl.id,
          value: 30_000,
          operator: 2,
          date_from: null,
          date_to: null,
          pools: [],
          codes: ['S'],
        },
        { template_id: tpl.id, value: 50_000, operator: 1, status: 0 },
        { template_id: off.id, value: 40_000, operator: 1 },
      ])
      .returning('id')
      .execute();
    items = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await t.db.deleteFrom('master_template_items').where('id', 'in', items.map(String)).execute();
    await t.db.deleteFrom('master_templates').where('name', 'in', ['T adjust', 'T off']).execute();
  });

  it('filters by date range, pool and code, active templates and items only, in item order', async () => {
    const lookup = await loadPayoutAdjustments(t.db, [
      '2030-01-04',
      '2030-01-05',
      '2030-01-10',
      '2030-01-11',
    ]);
    expect(lookup(1, '2030-01-05', 'B')).toEqual([{ value: 20_000, operator: 1 }]);
    expect(lookup(1, '2030-01-10', 'S')).toEqual([
      { value: 20_000, operator: 1 },
      { value: 30_000, operator: 2 },
    ]);
    expect(lookup(1, '2030-01-04', 'B')).toEqual([]);
    expect(lookup(1, '2030-01-11', 'B')).toEqual([]);
    expect(lookup(2, '2030-01-05', 'B')).toEqual([]);
    expect(lookup(2, '2030-01-05', 'S')).toEqual([{ value: 30_000, operator: 2 }]);
    // Lucky-bet items (kind 3) never adjust payouts.
    expect(lookup(3, '2030-01-05', '4A')).toEqual([]);
    expect(await loadPayoutAdjustments(t.db, [])).toBeInstanceOf(Function);
  });

  it('leaves out items whose range misses every date asked for', async () => {
    const lookup = await loadPayoutAdjustments(t.db, ['2030-02-01']);
    expect(lookup(1, '2030-01-05', 'B')).toEqual([]);
    expect(lookup(1, '2030-02-01', 'S')).toEqual([{ value: 30_000, operator: 2 }]);
  });
});

describe('master template calls', () => {
  let cookies: Record<string, string>;
  beforeAll(async () => {
    ({ cookies } = await loginDemoAccounts(t, ['demo_co', 'demo_it'] as const));
  });
  type Data = Record<string, unknown>;
  const post = (as: string, path: string, body: unknown) =>
    call(t.app, 'POST', `/api/Configuration/${path}`, { cookie: cookies[as], body });
  const get = (as: string, path: string, query: Record<string, string> = {}) =>
    call(t.app, 'GET', `/api/Configuration/${path}`, { cookie: cookies[as], query });
  const item = (over: Record<string, unknown> = {}) => ({
    category: 'payoutAdjustment',
    value: 1.5,
    operator: 1,
    dateFrom: '2031-03-01',
    dateTo: '2031-03-31',
    pools: [1, 3],
    codes: ['B'],
    ...over,
  });
  const template = (over: Record<string, unknown> = {}) => ({
    name: 'T promo',
    kind: 1,
    templateType: 2,
    status: 1,
    items: [item()],
    ...over,
  });

  it('lists the categories', async () => {
    const res = await get('admin', 'GetMasterTemplateItemCategories');
    expect(res.body.data).toEqual([
      { id: 'payoutAdjustment', kind: 1, name: 'Payout adjustment' },
      { id: 'luckyBet', kind: 3, name: 'Lucky bet' },
    ]);
    expect((await get('demo_co', 'GetMasterTemplateItemCategories')).status).toBe(403);
  });

  it('creates a template whose items adjust payouts, then edits, adds and removes items, audited', async () => {
    const res = await post('admin', 'CreateOrUpdateMasterTemplate', template());
    expect(res.body).toMatchObject({ success: true });
    const id = (res.body.data as Data).id as number;
    let lookup = await loadPayoutAdjustments(t.db, ['2031-03-15']);
    expect(lookup(3, '2031-03-15', 'B')).toEqual([{ value: 15_000, operator: 1 }]);
    expect(lookup(2, '2031-03-15', 'B')).toEqual([]);
    expect(lookup(3, '2031-03-15', 'S')).toEqual([]);

    const items = await get('admin', 'GetMasterTemplateItems', { templateId: String(id) });
    const data = items.body.data as { template: Data; items: Data[] };
    expect(data.template).toMatchObject({
      name: 'T promo',
      kind: 1,
      templateType: 2,
      itemCount: 1,
      modifiedBy: 'admin',
    });
    expect(data.items[0]).toMatchObject({
      value: 1.5,
      operator: 1,
      pools: [1, 3],
      codes: ['B'],
      dateFrom: '2031-03-01',
      payload: null,
    });
    const firstId = data.items[0]!.id as number;

    const edit = await post(
      'admin',
      'CreateOrUpdateMasterTemplate',
      template({
        id,
        name: 'T promo 2',
        items: [
          item({ id: firstId, value: 2.0001, operator: 2 }),
          item({ codes: [], pools: [], value: 0.5 }),
        ],
      }),
    );
    expect(edit.body).toMatchObject({ success: true });
    lookup = await loadPayoutAdjustments(t.db, ['2031-03-15']);
    expect(lookup(1, '2031-03-15', 'B')).toEqual([
      { value: 20_001, operator: 2 },
      { value: 5_000, operator: 1 },
    ]);
    const removed = await post('admin', 'CreateOrUpdateMasterTemplate', template({ id, items: [] }));
    expect(removed.body).toMatchObject({ success: true });
    expect((await loadPayoutAdjustments(t.db, ['2031-03-15']))(1, '2031-03-15', 'B')).toEqual([]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'master_template')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['template.create', 'template.update', 'template.update']);
    expect((audit[1]!.before as Data).name).toBe('T promo');
    expect((audit[1]!.after as { items: unknown[] }).items).toHaveLength(2);
  });

  it.each([
    [{ name: ' ' }, 'The template name is required.'],
    [{ items: [item({ value: 0 })] }, 'Item 1: the value must be greater than 0 and at most 1000.'],
    [{ items: [item({ value: 1.23456 })] }, 'Item 1: the value has at most 4 decimals.'],
    [{ items: [item({ dateFrom: '2031-04-01' })] }, 'Item 1: the start date is after the end date.'],
    [{ items: [item({ codes: ['ZZ'] })] }, 'Item 1: unknown bet code ZZ.'],
    [
      { items: [item({ category: 'luckyBet' })] },
      'Item 1: a template of this kind holds payoutAdjustment items only.',
    ],
    [{ kind: 3, items: [item({ category: 'luckyBet' })] }, 'Item 1: a lucky-bet row needs its amounts.'],
    [{ items: [item({ id: 999999 })] }, 'Item 999999 does not belong to this template.'],
  ])('refuses %j with a clear message, writing nothing', async (over, message) => {
    const before = await t.db.selectFrom('master_templates').select('id').execute();
    const res = await post('admin', 'CreateOrUpdateMasterTemplate', template(over));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await t.db.selectFrom('master_templates').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    [{ kind: 2 }],
    [{ items: [item({ operator: 3 })] }],
    [{ items: [item({ dateFrom: '1.1.2031' })] }],
    [{ name: undefined }],
  ])('answers 400 for malformed %j', async (over) => {
    const res = await post('admin', 'CreateOrUpdateMasterTemplate', template(over));
    expect(res.status).toBe(400);
  });

  it('is for the super admin only (the IT admin reads)', async () => {
    expect((await post('demo_co', 'CreateOrUpdateMasterTemplate', template())).status).toBe(403);
    expect((await post('demo_it', 'CreateOrUpdateMasterTemplate', template())).status).toBe(403);
    expect((await get('demo_co', 'GetMasterTemplates')).status).toBe(403);
    expect((await get('demo_it', 'GetMasterTemplates')).body).toMatchObject({ success: true });
  });

  it('pages the templates and filters by kind', async () => {
    const all = await post('admin', 'GetMasterTemplates', { StartCount: 0, PageSize: 1 });
    expect((all.body.data as Data[]).length).toBe(1);
    expect(all.body.totalCount as number).toBeGreaterThan(1);
    const lucky = await get('admin', 'GetMasterTemplates', { kind: '3', StartCount: '0', PageSize: '10' });
    expect(lucky.body).toMatchObject({ totalCount: 1, data: [{ name: 'Lucky bet', kind: 3, itemCount: 8 }] });
  });

  it('edits the lucky-bet table, seen by loadLuckyBetTable', async () => {
    const list = await get('admin', 'GetMasterTemplates', { kind: '3' });
    const id = (list.body.data as Data[])[0]!.id as number;
    const items = (await get('admin', 'GetMasterTemplateItems', { templateId: String(id) })).body.data as {
      items: Array<Data & { payload: Data }>;
    };
    expect(items.items[2]!.payload).toEqual({ amount: 3, big: 1, small: 1, a3: 0.5, c3: 0.5 });
    const edited = items.items.map((i) =>
      i.payload.amount === 10 ? { ...i, payload: { ...i.payload, big: 3.5 } } : i,
    );
    const dup = await post('admin', 'CreateOrUpdateMasterTemplate', {
      id,
      name: 'Lucky bet',
      kind: 3,
      templateType: 1,
      status: 1,
      items: [...edited, { ...edited[0], id: undefined }],
    });
    expect(dup.body).toMatchObject({ success: false, message: 'Item 9: the bet amount 1 is listed twice.' });
    const res = await post('admin', 'CreateOrUpdateMasterTemplate', {
      id,
      name: 'Lucky bet',
      kind: 3,
      templateType: 1,
      status: 1,
      items: edited,
    });
    expect(res.body).toMatchObject({ success: true });
    const table = await loadLuckyBetTable(t.db);
    expect(table.at(-1)).toEqual({ amount: 1000, big: 350, small: 300, a3: 200, c3: 200 });
    expect(table).toHaveLength(8);
    const kind = await post('admin', 'CreateOrUpdateMasterTemplate', {
      id,
      name: 'Lucky bet',
      kind: 1,
      templateType: 1,
      status: 1,
      items: [],
    });
    expect(kind.body).toMatchObject({ success: false, message: 'The kind of a template cannot be changed.' });
  });
});
