import { call, useDemoApp } from '../../../../test/harness';

const t = useDemoApp(['demo_co', 'demo_p1', 'demo_it'], async (app) => {
  // The demo seed may have filled the dictionary: start these tests from an empty one.
  await app.db.deleteFrom('number_meanings').execute();
});
const cookies: Record<string, string> = t.cookies;

type Row = { number: string; meaningEn: string; meaningZh: string };
const save = (as: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/Configuration/CreateOrUpdateNumberMeaning', { cookie: cookies[as], body });
const search = (as: string, keyword?: string, page: { StartCount?: number; PageSize?: number } = {}) =>
  call(t.app, 'POST', '/api/Configuration/GetTipSourceByKeyword', {
    cookie: cookies[as],
    body: { StartCount: 0, PageSize: 50, ...page, ...(keyword !== undefined ? { keyword } : {}) },
  });
const numbers = (res: { body: { data?: unknown } }) => (res.body.data as Row[]).map((r) => r.number);
const importCsv = (as: string, csv: string) =>
  call(t.app, 'POST', '/api/Configuration/ImportNumberMeanings', { cookie: cookies[as], body: { csv } });
const audits = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('CreateOrUpdateNumberMeaning / DeleteNumberMeaning', () => {
  it('adds and changes a meaning, audited', async () => {
    let res = await save('admin', { number: '07', meaningEn: 'Dragon', meaningZh: '龙' });
    expect(res.body).toMatchObject({
      success: true,
      data: { number: '07', meaningEn: 'Dragon', meaningZh: '龙' },
    });
    res = await save('admin', { number: '07', meaningEn: ' Golden dragon ', meaningZh: '金龙' });
    expect(res.body).toMatchObject({
      success: true,
      data: { meaningEn: 'Golden dragon', meaningZh: '金龙' },
    });
    expect((await audits('number-meaning.create')).map((a) => a.entity_id)).toEqual(['07']);
    const updates = await audits('number-meaning.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.before).toEqual({ meaningEn: 'Dragon', meaningZh: '龙' });
    expect(updates[0]!.after).toEqual({ meaningEn: 'Golden dragon', meaningZh: '金龙' });
  });

  it('needs a meaning in at least one language', async () => {
    const res = await save('admin', { number: '12', meaningEn: ' ', meaningZh: '' });
    expect(res.body).toMatchObject({ success: false, message: 'Give the meaning in English or Chinese.' });
  });

  it.each([
    ['5 digits', { number: '12345' }],
    ['letters', { number: '12a' }],
    ['empty number', { number: '' }],
    ['meaning too long', { meaningEn: 'x'.repeat(201) }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await save('admin', { number: '12', meaningEn: 'x', meaningZh: '', ...change });
    expect(res.status).toBe(400);
  });

  it('is super admin only for changes', async () => {
    for (const who of ['demo_co', 'demo_p1', 'demo_it']) {
      expect((await save(who, { number: '13', meaningEn: 'x', meaningZh: '' })).status).toBe(403);
      const del = await call(t.app, 'POST', '/api/Configuration/DeleteNumberMeaning', {
        cookie: cookies[who],
        body: { number: '07' },
      });
      expect(del.status).toBe(403);
      expect((await importCsv(who, 'number,meaning_en,meaning_zh\n1,a,b\n')).status).toBe(403);
    }
  });

  it('deletes a meaning (audited); an unknown number is not found', async () => {
    await save('admin', { number: '99', meaningEn: 'Long life', meaningZh: '长久' });
    const res = await call(t.app, 'POST', '/api/Configuration/DeleteNumberMeaning', {
      cookie: cookies.admin,
      body: { number: '99' },
    });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 1 } });
    const again = await call(t.app, 'POST', '/api/Configuration/DeleteNumberMeaning', {
      cookie: cookies.admin,
      body: { number: '99' },
    });
    expect(again.body).toMatchObject({ success: false, message: 'No record found!' });
    const del = await audits('number-meaning.delete');
    expect(del.map((a) => [a.entity_id, a.after])).toEqual([['99', null]]);
  });
});

describe('ImportNumberMeanings', () => {
  it('upserts every row in one go, with quotes, commas and a BOM', async () => {
    const csv =
      '\uFEFFnumber,meaning_en,meaning_zh\r\n' +
      '07,"Dragon, the king",龙王\r\n' +
      '1234,"Say ""rich""",发\r\n' +
      '\r\n' +
      '8,Prosperity,八\r\n';
    const res = await importCsv('admin', csv);
    expect(res.body).toMatchObject({ success: true, data: { imported: 3, created: 2, updated: 1 } });
    const audit = await audits('number-meaning.import');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ '07': { meaningEn: 'Golden dragon', meaningZh: '金龙' } });
    expect(Object.keys(audit[0]!.after as object).sort()).toEqual(['07', '1234', '8']);
    const rows = (await search('admin')).body.data as Row[];
    expect(rows).toEqual([
      expect.objectContaining({ number: '8', meaningEn: 'Prosperity', meaningZh: '八' }),
      expect.objectContaining({ number: '07', meaningEn: 'Dragon, the king', meaningZh: '龙王' }),
      expect.objectContaining({ number: '1234', meaningEn: 'Say "rich"', meaningZh: '发' }),
    ]);
  });

  it('reports every bad row by line and writes nothing', async () => {
    const before = await audits('number-meaning.create');
    const csv = [
      'number,meaning_en,meaning_zh',
      '11,Chopsticks,筷子',
      '12345,Too long,太长',
      '13,,',
      '14,only two fields',
      '11,Again,再',
      '15,Fine,好',
    ].join('\n');
    const res = await importCsv('admin', csv);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toEqual({
      errors: [
        { line: 3, message: 'The number must have 1 to 4 digits.' },
        { line: 4, message: 'Give the meaning in English or Chinese.' },
        { line: 5, message: 'Expected 3 fields, found 2.' },
        { line: 6, message: 'Number 11 is already on line 2.' },
      ],
    });
    expect(res.body.message).toContain('Line 3: The number must have 1 to 4 digits.');
    expect(numbers(await search('admin', '1'))).not.toContain('11');
    expect(await audits('number-meaning.create')).toHaveLength(before.length);
    expect(await audits('number-meaning.import')).toHaveLength(1);
  });

  it('refuses a wrong header, an empty file and an unclosed quote', async () => {
    let res = await importCsv('admin', 'num,en,zh\n1,a,b');
    expect(res.body.data).toEqual({
      errors: [{ line: 1, message: 'The first line must be the header number,meaning_en,meaning_zh.' }],
    });
    res = await importCsv('admin', 'number,meaning_en,meaning_zh\n');
    expect(res.body.data).toEqual({ errors: [{ line: 1, message: 'The file has no rows.' }] });
    res = await importCsv('admin', 'number,meaning_en,meaning_zh\n1,"open,b\n2,c,d');
    expect(res.body.data).toEqual({ errors: [{ line: 2, message: 'A quoted field is not closed.' }] });
    expect((await importCsv('admin', '')).status).toBe(400);
  });
});

describe('GetTipSourceByKeyword', () => {
  beforeAll(async () => {
    await importCsv(
      'admin',
      'number,meaning_en,meaning_zh\n0007,Lucky seven,幸运七\n0070,Old man,老人\n70,Rat,老鼠\n5,Tiger,虎\n',
    );
  });

  it('matches number prefixes and meanings in English (any case) and Chinese', async () => {
    expect(numbers(await search('demo_p1', '00'))).toEqual(['0007', '0070']);
    expect(numbers(await search('demo_co', '7'))).toEqual(['70']);
    expect(numbers(await search('demo_co', 'TIGER'))).toEqual(['5']);
    expect(numbers(await search('demo_co', '老'))).toEqual(['70', '0070']);
    expect(numbers(await search('demo_co', 'dragon'))).toEqual(['07']);
    expect(numbers(await search('demo_co', '%'))).toEqual([]);
  });

  it('pages, ordered by length then number, with totalCount; GET works too', async () => {
    const all = await search('demo_co', '');
    expect(all.body.totalCount).toBe(7);
    expect(numbers(all)).toEqual(
      ['5', '8', '07', '70', '0007', '0070', '1234', '11'].filter((n) => n !== '11'),
    );
    const page = await search('demo_co', '', { StartCount: 2, PageSize: 2 });
    expect(numbers(page)).toEqual(['07', '70']);
    const get = await call(t.app, 'GET', '/api/Configuration/GetTipSourceByKeyword', {
      cookie: cookies.demo_p1,
      query: { keyword: 'rat', StartCount: '0', PageSize: '10' },
    });
    expect(numbers(get)).toEqual(['70']);
  });

  it('needs a session and a valid page size', async () => {
    expect((await call(t.app, 'POST', '/api/Configuration/GetTipSourceByKeyword', { body: {} })).status).toBe(
      401,
    );
    expect((await search('demo_co', '', { PageSize: 501 })).status).toBe(400);
  });
});

describe('ImportNumberMeanings at size', () => {
  it('imports 2,000 rows in one call', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `${String(i).padStart(4, '0')},Meaning ${i},含义${i}`,
    );
    const res = await importCsv('admin', ['number,meaning_en,meaning_zh', ...rows].join('\n'));
    expect(res.body).toMatchObject({ success: true, data: { imported: 2000 } });
    const found = await search('admin', 'Meaning 1999');
    expect((found.body.data as Row[]).map((r) => r.meaningZh)).toEqual(['含义1999']);
  });
});
