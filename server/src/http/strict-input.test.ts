import { call, useDemoApp, type CallResult } from '../../test/harness';

// Bad input answers 400 in the reply envelope naming the field: never a 500, never coerced into
// something the schema does not allow, and it changes nothing.
const t = useDemoApp(['demo_co', 'demo_house', 'demo_p1']);
const { cookies, ids } = t;

function expectBadRequest(res: CallResult, field?: string): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
  expect(res.body.message).toMatch(/^Invalid input: |^Malformed request\.$/);
  if (field) expect(res.body.message).toContain(field);
}

async function creditLimitOf(userId: number): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('credit_limit')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return String(row.credit_limit);
}

describe('JSON bodies are not coerced', () => {
  it.each([null, false, true, '10', '1e999', [10], {}])(
    'UpdateUserCreditLimit with creditLimit %j is a 400 and keeps the limit',
    async (creditLimit) => {
      const before = await creditLimitOf(ids.demo_house);
      const res = await t.post('demo_co', '/api/Account/UpdateUserCreditLimit', {
        userId: ids.demo_house,
        creditLimit,
      });
      expectBadRequest(res, 'creditLimit');
      expect(await creditLimitOf(ids.demo_house)).toBe(before);
    },
  );

  it.each([false, null, true, '10', [10]])(
    'CreateOrUpdateUser with positionTaking %j is a 400',
    async (positionTaking) => {
      const res = await t.post('demo_co', '/api/Account/CreateOrUpdateUser', {
        username: 'strict_new',
        fullName: 'Strict New',
        userRoleId: 6,
        uplineId: ids.demo_co,
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        status: 'active',
        creditLimit: 10,
        positionTaking,
      });
      expectBadRequest(res, 'positionTaking');
    },
  );

  it('a lone value is not a list: BulkVoidTicket ticketIds "14", SubmitNewDraw poolIds "2"', async () => {
    expectBadRequest(await t.post('admin', '/api/Bet/BulkVoidTicket', { ticketIds: '14' }), 'ticketIds');
    const draws = await t.db
      .selectFrom('draws')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expectBadRequest(
      await t.post('admin', '/api/Pools/SubmitNewDraw', { drawDate: '2030-01-02', poolIds: '2' }),
      'poolIds',
    );
    const after = await t.db
      .selectFrom('draws')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(draws.n);
  });

  it('a one-element list is not a string: Login with list fields does not log in', async () => {
    const json = await call(t.app, 'POST', '/api/Account/Login', {
      body: { username: ['demo_p1'], password: ['Demo@12345'] },
    });
    expectBadRequest(json, 'username');
    expect(json.cookie).toBeUndefined();
    const form = await call(t.app, 'POST', '/api/Account/Login', {
      raw: 'username=demo_p1&username=demo_p1&password=Demo%4012345&password=Demo%4012345',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectBadRequest(form);
    expect(form.cookie).toBeUndefined();
  });

  it('a form login still works (form fields are strings)', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'demo_p1', password: 'Demo@12345' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('unknown fields are refused, naming them', () => {
  it.each(['balance', 'companyId', 'initiatorId'])(
    'UpdateUserCreditLimit with %s is a 400',
    async (field) => {
      const before = await creditLimitOf(ids.demo_house);
      const res = await t.post('demo_co', '/api/Account/UpdateUserCreditLimit', {
        userId: ids.demo_house,
        creditLimit: 1,
        [field]: 1,
      });
      expectBadRequest(res, `${field} is not a known field`);
      expect(await creditLimitOf(ids.demo_house)).toBe(before);
    },
  );

  it('a nested unknown field is named with its path', async () => {
    const res = await t.post('demo_co', '/api/Account/CreateOrUpdateUser', {
      username: 'strict_nested',
      fullName: 'Strict Nested',
      userRoleId: 6,
      uplineId: ids.demo_co,
      password: 'Passw0rd!x',
      confirmPassword: 'Passw0rd!x',
      status: 'active',
      creditLimit: 10,
      packageIds: { normal: null, extra: 1 },
    });
    expectBadRequest(res, 'packageIds.extra is not a known field');
  });

  it('query strings are still read as text: GetUserDetailsById?userId=<id> answers', async () => {
    const res = await t.get('demo_co', '/api/Account/GetUserDetailsById', { userId: String(ids.demo_house) });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('ids and amounts have a maximum', () => {
  it('userId=99999999999999999999 in a query string is a 400', async () => {
    const res = await t.get('demo_co', '/api/Account/GetUserDetailsById', { userId: '99999999999999999999' });
    expectBadRequest(res, 'userId');
  });

  it('ticketIds [1e20] and a raw JSON 1e999 are 400s', async () => {
    expectBadRequest(await t.post('admin', '/api/Bet/BulkVoidTicket', { ticketIds: [1e20] }), 'ticketIds');
    const raw = await call(t.app, 'POST', '/api/Account/UpdateUserCreditLimit', {
      cookie: cookies.demo_co,
      raw: `{"userId":${ids.demo_house},"creditLimit":1e999}`,
      headers: { 'content-type': 'application/json' },
    });
    expectBadRequest(raw, 'creditLimit');
  });

  it.each([1e15, 10_000_000_000.01])('creditLimit %d is a 400', async (creditLimit) => {
    const before = await creditLimitOf(ids.demo_house);
    const res = await t.post('admin', '/api/Account/AdminUpdateUserCreditLimit', {
      userId: ids.demo_co,
      creditLimit,
    });
    expectBadRequest(res, 'creditLimit');
    expect(await creditLimitOf(ids.demo_house)).toBe(before);
  });
});

describe('input that breaks a check itself', () => {
  it.each([[{ valueOf: 0 }], [{ toString: 0 }]])(
    'objects that replace %j in a list checked for unique items are a 400, not a 500',
    async (replaced) => {
      const res = await t.post('admin', '/api/Account/CreateOrUpdateSubAccount', {
        reportAccess: [{}, replaced],
        fullName: 'x',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400, data: null });
    },
  );
});

describe('dates are real dates', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-04-31', '2027-02-29'])(
    'drawDate %s is a 400',
    async (drawDate) => {
      const res = await t.post('admin', '/api/Pools/SubmitNewDraw', { drawDate, poolIds: [1] });
      expectBadRequest(res, 'drawDate');
    },
  );

  it.each(['2026-02-30', '2026-04-31', '2027-02-29'])(
    'InsertWinners, GetWinLossReport and GetPoolResult with %s are 400s, not 500s',
    async (d) => {
      expectBadRequest(
        await t.post('admin', '/api/Result/InsertWinners', { drawDate: d, poolId: 1 }),
        'drawDate',
      );
      expectBadRequest(
        await t.post('admin', '/api/Report/GetWinLossReport', {
          fromDate: d,
          toDate: d,
          StartCount: 0,
          PageSize: 10,
        }),
        'fromDate',
      );
      expectBadRequest(
        await t.get('admin', '/api/Result/GetPoolResult', { drawDate: d, poolId: '1' }),
        'drawDate',
      );
    },
  );

  it('a leap day passes validation', async () => {
    const res = await t.post('admin', '/api/Pools/SubmitNewDraw', { drawDate: '2028-02-29', poolIds: [] });
    expect(res.status).toBe(200);
  });
});

describe('strings refuse control characters', () => {
  it('a NUL in a MakePayment remark is a 400', async () => {
    const res = await t.post('demo_co', '/api/Payment/MakePayment', {
      targetUserId: ids.demo_house,
      paymentType: 1,
      amount: 1,
      remark: 'a\u0000b',
    });
    expectBadRequest(res, 'remark');
  });

  it.each(['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0085'])(
    'GetUserListing search %j is a 400',
    async (search) => {
      const res = await t.post('demo_co', '/api/Account/GetUserListing', {
        StartCount: 0,
        PageSize: 10,
        search,
      });
      expectBadRequest(res, 'search');
    },
  );

  it('a NUL in a fullName is a 400, and so is a line break', async () => {
    const base = {
      username: 'strict_nul',
      userRoleId: 6,
      uplineId: ids.demo_co,
      password: 'Passw0rd!x',
      confirmPassword: 'Passw0rd!x',
      status: 'active',
      creditLimit: 10,
    };
    expectBadRequest(
      await t.post('demo_co', '/api/Account/CreateOrUpdateUser', { ...base, fullName: 'A\u0000' }),
      'fullName',
    );
    expectBadRequest(
      await t.post('demo_co', '/api/Account/CreateOrUpdateUser', { ...base, fullName: 'A\nB' }),
      'fullName',
    );
  });

  it('an announcement refuses NUL but keeps its line breaks and tabs', async () => {
    const bad = await t.post('admin', '/api/Configuration/CreateOrUpdateAnnouncement', {
      title: 'T',
      message: 'line\u0000',
      status: 1,
    });
    expectBadRequest(bad, 'message');
    const good = await t.post('admin', '/api/Configuration/CreateOrUpdateAnnouncement', {
      title: 'T',
      message: 'one\r\n\ttwo',
      status: 1,
    });
    expect(good.status).toBe(200);
  });

  it('a NUL in a query string is a 400', async () => {
    const res = await t.get('demo_co', '/api/Account/GetUserDetailByUsername', { username: 'demo\u0000' });
    expectBadRequest(res, 'username');
  });
});
