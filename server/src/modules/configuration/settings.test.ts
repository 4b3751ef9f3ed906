import { call, useDemoApp } from '../../../test/harness';

const t = useDemoApp(['demo_co', 'demo_it', 'demo_p1']);
const cookies: Record<string, string> = t.cookies;

const valid = {
  agentMaxDiscountPercentage: 12.5,
  paybackCommissionRate: 0.25,
  luckyNumberPerBetAmount: 3,
  scrapeResultTime: '20:15',
  maxLineBetInUI: 150,
  dailyPool: 0,
  scrapeResultSitesNormal: ['https://results.example.com/4d'],
  scrapeResultSitesGd: ['http://gd.example.com/feed?x=1'],
  liftReportBlockAfterLastPool: false,
};

const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('GetSystemSetting / UpdateSystemSetting', () => {
  it('gives the defaults with percents as decimals', async () => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetSystemSetting', { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      agentMaxDiscountPercentage: 0,
      paybackCommissionRate: 0,
      luckyNumberPerBetAmount: 1,
      scrapeResultTime: '19:30',
      maxLineBetInUI: 200,
      dailyPool: 1,
      scrapeResultSitesNormal: [],
      scrapeResultSitesGd: [],
      liftReportBlockAfterLastPool: true,
    });
  });

  it('stores every setting (percent in hundredths), reads it back and audits before/after', async () => {
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies.admin,
      body: valid,
    });
    expect(res.body).toMatchObject({ success: true, data: valid });
    const again = await call(t.app, 'GET', '/api/Configuration/GetSystemSetting', { cookie: cookies.admin });
    expect(again.body.data).toEqual(valid);
    const stored = await t.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'systemSettings')
      .executeTakeFirstOrThrow();
    expect(stored.value).toMatchObject({ agentMaxDiscountPercentage: 1250, paybackCommissionRate: 25 });
    const audits = await auditRows('system-setting.update');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ agentMaxDiscountPercentage: 0, scrapeResultTime: '19:30' });
    expect(audits[0]!.after).toMatchObject({ agentMaxDiscountPercentage: 1250, scrapeResultTime: '20:15' });
  });

  it.each([
    ['percent above 100', { agentMaxDiscountPercentage: 100.01 }],
    ['percent with 3 decimals', { paybackCommissionRate: 1.255 }],
    ['negative percent', { paybackCommissionRate: -1 }],
    ['lucky numbers 0', { luckyNumberPerBetAmount: 0 }],
    ['lucky numbers not whole', { luckyNumberPerBetAmount: 1.5 }],
    ['time 24:00', { scrapeResultTime: '24:00' }],
    ['time 7:30', { scrapeResultTime: '7:30' }],
    ['max lines 0', { maxLineBetInUI: 0 }],
    ['max lines 1001', { maxLineBetInUI: 1001 }],
    ['daily pool 2', { dailyPool: 2 }],
    ['sites not strings', { scrapeResultSitesGd: [{ url: 'https://x.example.com' }] }],
    ['empty site', { scrapeResultSitesGd: [''] }],
    [
      'too many sites',
      { scrapeResultSitesNormal: Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`) },
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, change) => {
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies.admin,
      body: {
        ...valid,
        ...change,
        scrapeResultTime: 'scrapeResultTime' in change ? change.scrapeResultTime : '21:00',
      },
    });
    expect(res.status).toBe(400);
    const again = await call(t.app, 'GET', '/api/Configuration/GetSystemSetting', { cookie: cookies.admin });
    expect((again.body.data as { scrapeResultTime: string }).scrapeResultTime).toBe('20:15');
  });

  it('refuses a body missing a setting', async () => {
    const { maxLineBetInUI: _omit, ...partial } = valid;
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies.admin,
      body: partial,
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['ftp://results.example.com', 'is not a valid http(s) URL'],
    ['results.example.com', 'is not a valid http(s) URL'],
    ['https://', 'is not a valid http(s) URL'],
  ])('refuses the URL %s as a business error', async (url, message) => {
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies.admin,
      body: { ...valid, scrapeResultSitesNormal: [url] },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('refuses a URL listed twice', async () => {
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies.admin,
      body: { ...valid, scrapeResultSitesGd: ['https://a.example.com', 'https://A.example.com'] },
    });
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain('listed twice');
    expect(await auditRows('system-setting.update')).toHaveLength(1);
  });

  it.each(['demo_co', 'demo_it', 'demo_p1'])('is super admin only: %s gets 403', async (name) => {
    expect(
      (await call(t.app, 'GET', '/api/Configuration/GetSystemSetting', { cookie: cookies[name] })).status,
    ).toBe(403);
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateSystemSetting', {
      cookie: cookies[name],
      body: valid,
    });
    expect(res.status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/Configuration/GetSystemSetting')).status).toBe(401);
  });
});

describe('GetCurrencySetting / UpdateCurrencySetting', () => {
  it('lists every currency with MYR as the fixed base', async () => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetCurrencySetting', { cookie: cookies.admin });
    const rows = res.body.data as { currency: string; rate: number | null; isBase: boolean }[];
    expect(rows.map((r) => r.currency)).toEqual(['MYR', 'SGD', 'THB', 'IDR', 'VND', 'USD']);
    expect(rows[0]).toMatchObject({ currency: 'MYR', rate: 1, fakeRate: 1, isBase: true });
    expect(rows[1]).toMatchObject({ currency: 'SGD', rate: 3.3, fakeRate: 3.28, isBase: false });
    expect(rows[5]).toMatchObject({ currency: 'USD', rate: null, fakeRate: null });
  });

  it('sets and changes a rate with 4 decimals, audited', async () => {
    let res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies.admin,
      body: { currency: 'USD', rate: 0.2135, fakeRate: 0.22 },
    });
    expect(res.body).toMatchObject({
      success: true,
      data: { currency: 'USD', rate: 0.2135, fakeRate: 0.22, isBase: false, updatedBy: 'admin' },
    });
    res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies.admin,
      body: { currency: 'USD', rate: 0.2201, fakeRate: 0.23 },
    });
    expect(res.body).toMatchObject({ success: true, data: { rate: 0.2201, fakeRate: 0.23 } });
    const stored = await t.db
      .selectFrom('currency_rates')
      .selectAll()
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ rate: 2201, fake_rate: 2300 });
    const audits = await auditRows('currency.update');
    const usd = audits.filter((a) => a.entity_id === 'USD');
    expect(usd).toHaveLength(2);
    expect(usd[0]!.before).toBeNull();
    expect(usd[1]!.before).toEqual({ rate: 0.2135, fakeRate: 0.22 });
    expect(usd[1]!.after).toEqual({ rate: 0.2201, fakeRate: 0.23 });
  });

  it('refuses MYR and unknown currencies as business errors', async () => {
    let res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies.admin,
      body: { currency: 'MYR', rate: 2, fakeRate: 2 },
    });
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain('base currency');
    res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies.admin,
      body: { currency: 'EUR', rate: 2, fakeRate: 2 },
    });
    expect(res.body).toMatchObject({ success: false, message: "Unknown currency 'EUR'." });
  });

  it.each([
    ['zero rate', { rate: 0 }],
    ['negative fake rate', { fakeRate: -1 }],
    ['5 decimals', { rate: 1.00001 }],
    ['rate too large', { rate: 100000.5 }],
    ['lower-case code', { currency: 'sgd' }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies.admin,
      body: { currency: 'SGD', rate: 3.31, fakeRate: 3.3, ...change },
    });
    expect(res.status).toBe(400);
    const row = await t.db
      .selectFrom('currency_rates')
      .selectAll()
      .where('currency', '=', 'SGD')
      .executeTakeFirst();
    // The demo seed's SGD row (3.3000 / 3.2800) is unchanged.
    expect(row).toMatchObject({ rate: 33000, fake_rate: 32800 });
  });

  it.each(['demo_co', 'demo_it'])('is super admin only: %s gets 403', async (name) => {
    expect(
      (await call(t.app, 'GET', '/api/Configuration/GetCurrencySetting', { cookie: cookies[name] })).status,
    ).toBe(403);
    const res = await call(t.app, 'POST', '/api/Configuration/UpdateCurrencySetting', {
      cookie: cookies[name],
      body: { currency: 'SGD', rate: 0.3, fakeRate: 0.3 },
    });
    expect(res.status).toBe(403);
  });
});
