import { loadRedNumbers } from './redNumbers';
import { call, login, useDemoApp } from '../../../../test/harness';

const t = useDemoApp(['demo_co', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_it', 'demo_house']);
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

async function insertRed(row: {
  owner: number;
  number: string;
  numbers: string[];
  pools: number[];
  from: string;
  to: string;
  limit?: number | null;
  status?: number;
}): Promise<number> {
  const r = await t.db
    .insertInto('red_numbers')
    .values({
      owner_id: row.owner,
      number: row.number,
      permutation_type: row.numbers.length > 1 ? '24P' : 'normal',
      numbers: row.numbers,
      pools: row.pools,
      date_from: row.from,
      date_to: row.to,
      fight_limit: row.limit ?? null,
      status: row.status ?? 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

describe('loadRedNumbers', () => {
  // Rows inserted here must not show in the API tests below.
  afterAll(() =>
    t.db.deleteFrom('red_numbers').where('number', 'in', ['9123', '9124', '8123', '7123']).execute(),
  );

  it('finds active red numbers by owner, pool, date range and number', async () => {
    const a = await insertRed({
      owner: ids.demo_ma!,
      number: '9123',
      numbers: ['9123', '3219'],
      pools: [1, 2],
      from: '2031-01-10',
      to: '2031-01-20',
      limit: 5000,
    });
    const inactive = await insertRed({
      owner: ids.demo_ma!,
      number: '9124',
      numbers: ['9124'],
      pools: [1],
      from: '2031-01-10',
      to: '2031-01-20',
      status: 0,
    });
    const b = await insertRed({
      owner: ids.demo_ag!,
      number: '9123',
      numbers: ['9123'],
      pools: [3],
      from: '2031-01-01',
      to: '2031-01-31',
    });
    expect(inactive).toBeGreaterThan(0);
    const lookup = await loadRedNumbers(t.db, [ids.demo_ma!, ids.demo_ag!], ['2031-01-15', '2031-01-10']);
    expect(lookup(ids.demo_ma!, 1, '2031-01-15', '9123')).toEqual({ redNumberId: a, fightLimitCents: 5000 });
    expect(lookup(ids.demo_ma!, 2, '2031-01-10', '3219')).toEqual({ redNumberId: a, fightLimitCents: 5000 });
    expect(lookup(ids.demo_ma!, 3, '2031-01-15', '9123')).toBeUndefined(); // pool not covered
    expect(lookup(ids.demo_ma!, 1, '2031-01-21', '9123')).toBeUndefined(); // after dateTo
    expect(lookup(ids.demo_ma!, 1, '2031-01-09', '9123')).toBeUndefined(); // before dateFrom
    expect(lookup(ids.demo_ma!, 1, '2031-01-15', '1239')).toBeUndefined(); // not in numbers[]
    expect(lookup(ids.demo_ma!, 1, '2031-01-15', '9124')).toBeUndefined(); // inactive
    expect(lookup(ids.demo_ag!, 3, '2031-01-15', '9123')).toEqual({ redNumberId: b, fightLimitCents: null });
    expect(lookup(ids.demo_ag!, 1, '2031-01-15', '9123')).toBeUndefined();
    expect(lookup(ids.demo_p1!, 1, '2031-01-15', '9123')).toBeUndefined(); // owner not loaded
  });

  it('skips rows outside the loaded dates and answers nothing for empty input', async () => {
    await insertRed({
      owner: ids.demo_co!,
      number: '8123',
      numbers: ['8123'],
      pools: [1],
      from: '2032-05-01',
      to: '2032-05-02',
    });
    const lookup = await loadRedNumbers(t.db, [ids.demo_co!], ['2032-06-01']);
    expect(lookup(ids.demo_co!, 1, '2032-05-01', '8123')).toBeUndefined();
    const empty = await loadRedNumbers(t.db, [], ['2032-05-01']);
    expect(empty(ids.demo_co!, 1, '2032-05-01', '8123')).toBeUndefined();
    const loaded = await loadRedNumbers(t.db, [ids.demo_co!], ['2032-05-02']);
    expect(loaded(ids.demo_co!, 1, '2032-05-02', '8123')).toMatchObject({ fightLimitCents: null });
  });

  it('prefers the lowest fight limit when two red numbers of one owner match', async () => {
    await insertRed({
      owner: ids.demo_co!,
      number: '7123',
      numbers: ['7123'],
      pools: [1],
      from: '2033-01-01',
      to: '2033-01-31',
    });
    const low = await insertRed({
      owner: ids.demo_co!,
      number: '7123',
      numbers: ['7123'],
      pools: [1],
      from: '2033-01-01',
      to: '2033-01-31',
      limit: 100,
    });
    const lookup = await loadRedNumbers(t.db, [ids.demo_co!], ['2033-01-05']);
    expect(lookup(ids.demo_co!, 1, '2033-01-05', '7123')).toEqual({ redNumberId: low, fightLimitCents: 100 });
  });
});

type Row = {
  id: number;
  ownerId: number;
  ownerName: string;
  number: string;
  permutationType: string;
  numbers: string[];
  pools: number[];
  dateFrom: string;
  dateTo: string;
  fightLimit: number | null;
};
const save = (as: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/Configuration/CreateOrUpdateRedNumber', { cookie: cookies[as], body });
const list = (as: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Configuration/GetRedNumber', {
    cookie: cookies[as],
    body: { StartCount: 0, PageSize: 100, ...body },
  });
const rowsOf = (res: { body: { data?: unknown } }) => res.body.data as Row[];
const base = { pools: [1, 2], dateFrom: '2040-01-01', dateTo: '2040-01-31' };

describe('GetPermutationType', () => {
  it('lists the five types with labels and counts', async () => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetPermutationType', {
      cookie: cookies.demo_co,
    });
    const types = res.body.data as { value: string; label: string; count: number }[];
    expect(types.map((x) => [x.value, x.count])).toEqual([
      ['normal', 1],
      ['4P', 4],
      ['6P', 6],
      ['12P', 12],
      ['24P', 24],
    ]);
    expect(types.every((x) => x.label.length > 0)).toBe(true);
  });
});

describe('CreateOrUpdateRedNumber', () => {
  let coRed: Row;

  it('the super admin creates a 24P red number for a company, with all permutations, audited', async () => {
    const res = await save('admin', {
      ...base,
      number: '1357',
      permutationType: '24P',
      companyId: ids.demo_co,
      fightLimit: 50.5,
    });
    expect(res.body).toMatchObject({ success: true, message: 'Red number created.' });
    coRed = res.body.data as Row;
    expect(coRed).toMatchObject({
      ownerId: ids.demo_co,
      ownerName: 'demo_co',
      number: '1357',
      fightLimit: 50.5,
      pools: [1, 2],
    });
    expect(coRed.numbers).toHaveLength(24);
    expect(coRed.numbers).toContain('7531');
    const stored = await t.db
      .selectFrom('red_numbers')
      .selectAll()
      .where('id', '=', String(coRed.id))
      .executeTakeFirstOrThrow();
    expect(stored.fight_limit).toBe('5050');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'red-number.create')
      .where('entity_id', '=', String(coRed.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toBeNull();
    expect(audit.after).toMatchObject({ number: '1357', permutationType: '24P' });
    expect(audit.company_id).toBe(String(ids.demo_co));
  });

  it('the super admin must name a company, and a real one', async () => {
    let res = await save('admin', { ...base, number: '2468', permutationType: 'normal' });
    expect(res.body).toMatchObject({ success: false, message: 'Please select a company.' });
    res = await save('admin', { ...base, number: '2468', permutationType: 'normal', companyId: ids.demo_ma });
    expect(res.body).toMatchObject({ success: false, message: 'The company does not exist.' });
  });

  it("refuses a number that clashes with the owner's active red number: 'Duplicated Number:'", async () => {
    const res = await save('demo_co', { ...base, number: '3175', permutationType: 'normal', pools: [2, 3] });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Duplicated Number: 3175');
    const many = await save('demo_co', {
      ...base,
      number: '1357',
      permutationType: '24P',
      dateFrom: '2040-01-31',
      dateTo: '2040-02-10',
    });
    expect(many.body.message).toMatch(/^Duplicated Number: 1357, 1375, .*7531$/);
    expect(
      await t.db.selectFrom('red_numbers').select('id').where('number', '=', '3175').execute(),
    ).toHaveLength(0);
  });

  it('accepts the same number on other pools, other dates or for another owner', async () => {
    let res = await save('demo_co', { ...base, number: '3175', permutationType: 'normal', pools: [3] });
    expect(res.body.success).toBe(true);
    res = await save('demo_co', {
      ...base,
      number: '1357',
      permutationType: '24P',
      dateFrom: '2040-02-01',
      dateTo: '2040-02-10',
    });
    expect(res.body.success).toBe(true);
    res = await save('demo_ma', { ...base, number: '1357', permutationType: '24P' });
    expect(res.body).toMatchObject({ success: true, data: { ownerId: ids.demo_ma, fightLimit: null } });
  });

  it.each([
    ['1123', '24P', 'Number 1123 has 12 permutations: type 24P needs four different digits'],
    ['1234', '4P', 'Number 1234 has 24 permutations: type 4P needs three equal digits'],
    ['123', '6P', 'Permutation type 6P needs a 4-digit number.'],
  ])('refuses %s as %s with a clear message', async (number, type, message) => {
    const res = await save('demo_co', { ...base, number, permutationType: type });
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain(message);
  });

  it('refuses bad dates and pools that do not offer the game', async () => {
    let res = await save('demo_co', {
      ...base,
      number: '8080',
      permutationType: 'normal',
      dateFrom: '2040-02-01',
      dateTo: '2040-01-01',
    });
    expect(res.body.message).toBe('Date to must not be before date from.');
    res = await save('demo_co', {
      ...base,
      number: '8080',
      permutationType: 'normal',
      dateFrom: '2001-01-01',
      dateTo: '2001-01-02',
    });
    expect(res.body.message).toBe('Date to must not be in the past.');
    res = await save('demo_co', { ...base, number: '12345', permutationType: 'normal', pools: [1] });
    expect(res.body.message).toBe('Magnum does not offer 5D.');
    res = await save('demo_co', { ...base, number: '12345', permutationType: 'normal', pools: [3] });
    expect(res.body.success).toBe(true);
  });

  it.each([
    ['a letter in the number', { number: '12a4' }],
    ['7 digits', { number: '1234567' }],
    ['unknown type', { permutationType: '3P' }],
    ['no pool', { pools: [] }],
    ['pool 10', { pools: [10] }],
    ['bad date', { dateFrom: '2040-1-1' }],
    ['fight limit with 3 decimals', { fightLimit: 1.005 }],
    ['negative fight limit', { fightLimit: -1 }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await save('demo_co', { ...base, number: '9090', permutationType: 'normal', ...change });
    expect(res.status).toBe(400);
  });

  it('edits a red number of its own, audited with before and after; the owner stays', async () => {
    const res = await save('demo_co', {
      ...base,
      id: coRed.id,
      number: '2468',
      permutationType: '24P',
      pools: [1],
      fightLimit: null,
    });
    expect(res.body).toMatchObject({
      success: true,
      data: { id: coRed.id, number: '2468', ownerId: ids.demo_co, fightLimit: null },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'red-number.update')
      .where('entity_id', '=', String(coRed.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ number: '1357', fightLimit: 50.5 });
    expect(audit.after).toMatchObject({ number: '2468', fightLimit: null });
    const moved = await save('admin', {
      ...base,
      id: coRed.id,
      number: '2468',
      permutationType: '24P',
      companyId: ids.demo_ma,
    });
    expect(moved.body.message).toBe('The owner of a red number cannot be changed.');
  });

  it("cannot edit another owner's red number", async () => {
    const res = await save('demo_ma', { ...base, id: coRed.id, number: '2468', permutationType: 'normal' });
    expect(res.body).toMatchObject({ success: false, message: 'No record found!' });
  });

  it('is refused (403) to players, houses, the read-only IT admin, and to a company naming another owner', async () => {
    for (const who of ['demo_p1', 'demo_house', 'demo_it']) {
      expect((await save(who, { ...base, number: '5656', permutationType: 'normal' })).status).toBe(403);
    }
    const res = await save('demo_co', {
      ...base,
      number: '5656',
      permutationType: 'normal',
      companyId: ids.demo_ma,
    });
    expect(res.status).toBe(403);
  });
});

describe('GetRedNumber', () => {
  it('gives an owner only its own red numbers, newest first; the super admin and IT admin all', async () => {
    const co = rowsOf(await list('demo_co'));
    expect(co.length).toBeGreaterThanOrEqual(3);
    expect(co.every((r) => r.ownerId === ids.demo_co)).toBe(true);
    expect(co.map((r) => r.id)).toEqual([...co.map((r) => r.id)].sort((a, b) => b - a));
    const ma = rowsOf(await list('demo_ma'));
    expect(ma.every((r) => r.ownerId === ids.demo_ma)).toBe(true);
    const all = await list('admin');
    expect(all.body.totalCount).toBe(co.length + ma.length);
    const it = await list('demo_it', { companyId: ids.demo_ma });
    expect(rowsOf(it).map((r) => r.ownerId)).toEqual(ma.map(() => ids.demo_ma));
  });

  it('filters by number prefix over the number and its permutations, and pages', async () => {
    const res = await list('demo_co', { number: '8642' });
    expect(rowsOf(res).map((r) => r.number)).toEqual(['2468']);
    const page = await list('demo_co', { StartCount: 1, PageSize: 1 });
    expect(rowsOf(page)).toHaveLength(1);
    expect(page.body.totalCount).toBeGreaterThanOrEqual(3);
    const get = await call(t.app, 'GET', '/api/Configuration/GetRedNumber', {
      cookie: cookies.demo_co,
      query: { StartCount: '0', PageSize: '5', number: '3175' },
    });
    expect(rowsOf(get).map((r) => r.number)).toEqual(['1357', '3175']); // 3175 is one of 1357's 24 permutations
  });

  it('is refused to players and houses', async () => {
    expect((await list('demo_p1')).status).toBe(403);
    expect((await list('demo_house')).status).toBe(403);
  });
});

describe('DeleteRedNumber / BulkDeleteRedNumber', () => {
  it('deletes its own red numbers (kept as status 2, audited), then the number may be added again', async () => {
    const made = await save('demo_ag', { ...base, number: '4455', permutationType: '6P' });
    expect(made.body.success).toBe(true);
    const id = (made.body.data as Row).id;
    const other = await save('demo_ag', { ...base, number: '7777', permutationType: 'normal' });
    const otherId = (other.body.data as Row).id;
    expect(
      (
        await call(t.app, 'POST', '/api/Configuration/DeleteRedNumber', {
          cookie: cookies.demo_co,
          body: { id },
        })
      ).body,
    ).toMatchObject({
      success: false,
      message: 'No record found!',
    });
    const res = await call(t.app, 'POST', '/api/Configuration/DeleteRedNumber', {
      cookie: cookies.demo_ag,
      body: { id },
    });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 1 } });
    const stored = await t.db
      .selectFrom('red_numbers')
      .select('status')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(2);
    expect(rowsOf(await list('demo_ag')).map((r) => r.id)).toEqual([otherId]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'red-number.delete')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ number: '4455' });
    expect((await save('demo_ag', { ...base, number: '4455', permutationType: '6P' })).body.success).toBe(
      true,
    );
    const lookup = await loadRedNumbers(t.db, [ids.demo_ag!], ['2040-01-05']);
    expect(lookup(ids.demo_ag!, 1, '2040-01-05', '5544')).toBeDefined();
  });

  it('bulk deletes all or nothing', async () => {
    const mine = rowsOf(await list('demo_ag')).map((r) => r.id);
    const theirs = rowsOf(await list('demo_ma')).map((r) => r.id);
    let res = await call(t.app, 'POST', '/api/Configuration/BulkDeleteRedNumber', {
      cookie: cookies.demo_ag,
      body: { ids: [...mine, theirs[0]] },
    });
    expect(res.body).toMatchObject({ success: false, message: 'No record found!' });
    expect(rowsOf(await list('demo_ag'))).toHaveLength(mine.length);
    res = await call(t.app, 'POST', '/api/Configuration/BulkDeleteRedNumber', {
      cookie: cookies.demo_ag,
      body: { ids: mine },
    });
    expect(res.body).toMatchObject({ success: true, data: { deleted: mine.length } });
    expect(rowsOf(await list('demo_ag'))).toHaveLength(0);
    const admin = await call(t.app, 'POST', '/api/Configuration/BulkDeleteRedNumber', {
      cookie: cookies.admin,
      body: { ids: theirs },
    });
    expect(admin.body).toMatchObject({ success: true, data: { deleted: theirs.length } });
  });

  it('refuses an empty list (400) and the IT admin (403)', async () => {
    expect(
      (
        await call(t.app, 'POST', '/api/Configuration/BulkDeleteRedNumber', {
          cookie: cookies.admin,
          body: { ids: [] },
        })
      ).status,
    ).toBe(400);
    const co = rowsOf(await list('demo_co'));
    const res = await call(t.app, 'POST', '/api/Configuration/DeleteRedNumber', {
      cookie: cookies.demo_it,
      body: { id: co[0]!.id },
    });
    expect(res.status).toBe(403);
  });
});

describe('demo data', () => {
  it('demo_co has a 24P red number and a normal one with a fight limit; SGD and THB rates; a dictionary', async () => {
    const rows = await t.db
      .selectFrom('red_numbers')
      .select(['number', 'permutation_type', 'numbers', 'fight_limit', 'status'])
      .where('owner_id', '=', String(ids.demo_co))
      .where('number', 'in', ['6803', '9929'])
      .orderBy('number')
      .execute();
    expect(
      rows.map((r) => [r.number, r.permutation_type, r.numbers.length, r.fight_limit, r.status]),
    ).toEqual([
      ['6803', '24P', 24, null, 1],
      ['9929', 'normal', 1, '5000', 1],
    ]);
    const rates = await t.db.selectFrom('currency_rates').select('currency').orderBy('currency').execute();
    expect(rates.map((r) => r.currency)).toEqual(['SGD', 'THB']);
    const meanings = await t.db.selectFrom('number_meanings').select('number').execute();
    expect(meanings.length).toBeGreaterThanOrEqual(40);
  });
});

describe('sub-accounts', () => {
  const setAccess = (access: string) =>
    t.db.updateTable('users').set({ access_string: access }).where('username', '=', 'demo_co_sub').execute();

  it('act for their main account within their Red Number levels', async () => {
    await setAccess('Red Number:1');
    let cookie = await login(t.app, 'demo_co_sub');
    const listed = await call(t.app, 'POST', '/api/Configuration/GetRedNumber', {
      cookie,
      body: { StartCount: 0, PageSize: 100 },
    });
    expect(listed.body.success).toBe(true);
    const rows = rowsOf(listed);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.ownerId === ids.demo_co)).toBe(true);
    const refused = await call(t.app, 'POST', '/api/Configuration/CreateOrUpdateRedNumber', {
      cookie,
      body: { ...base, number: '6161', permutationType: 'normal' },
    });
    expect(refused.status).toBe(403);

    await setAccess('Red Number:12');
    cookie = await login(t.app, 'demo_co_sub');
    const made = await call(t.app, 'POST', '/api/Configuration/CreateOrUpdateRedNumber', {
      cookie,
      body: { ...base, number: '6161', permutationType: 'normal' },
    });
    expect(made.body).toMatchObject({ success: true, data: { ownerId: ids.demo_co, number: '6161' } });
    const del = await call(t.app, 'POST', '/api/Configuration/DeleteRedNumber', {
      cookie,
      body: { id: (made.body.data as Row).id },
    });
    expect(del.status).toBe(403);
  });
});
