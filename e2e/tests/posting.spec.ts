import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import {
  ADMIN,
  answerDialog,
  apiCall,
  businessDay,
  DEMO_PASSWORD,
  loginThroughApi,
  loginThroughUi,
  uniqueName,
  dmy,
} from './support';

/**
 * Posting and distribution end to end on two real instances (DOMAIN 13): instance A (the e2e
 * server) and instance B (a second DrawDesk, playwright.config.ts, E2E_PORT_B). Over B's API: a
 * company that eats everything and a house under it with an API account; over A's API: a fresh
 * company that eats at most Big 1.00 per number, its player, a package pricing the remote (Big 0.70,
 * 2500/1000/500/180/60) and the company's remote agent pointing at B's house. Then in Chromium as
 * the super admin picking that company: the player's bets above the company's limit are unposted on
 * /posting/Unpost; part is posted from the detail (selected lines), the rest from the summary; the
 * draw is distributed on /posting/Distribution; the invoice is in /posting/InvoiceList with its
 * lines on /invoice-detail; results are released on both instances; the invoice's payout (checked
 * against an independent computation) is on /invoice-payout-detail and is paid once. Last, the
 * posting screens in Chinese. The test clock of A moves past the cutoff only around the result save
 * (other specs share it) and is always restored; B is this spec's alone.
 */

const portB = process.env.E2E_PORT_B ?? '8092';
const baseB = `http://127.0.0.1:${portB}`;
/** STC: no other spec bets on it or releases it. */
const POOL = 6;
const POOL_NAME = 'STC';

type Reply<T> = { success: boolean; message: string | null; data: T };
const must = <T>(res: Reply<T>): T => {
  expect(res.success, res.message ?? '').toBe(true);
  return res.data;
};

/** Clears the test clock of an instance from a fresh admin session. */
async function clearClock(baseURL: string): Promise<void> {
  const ctx = await playwrightRequest.newContext({ baseURL });
  try {
    await loginThroughApi(ctx, ADMIN.username, ADMIN.password);
    must(await apiCall(ctx, 'POST', '/api/Configuration/SetTestClock', { now: null }));
  } finally {
    await ctx.dispose();
  }
}

test.afterEach(async ({ baseURL }) => {
  await clearClock(baseURL!);
  await clearClock(baseB);
});

const userId = async (ctx: APIRequestContext) =>
  must(await apiCall<{ userId: number }>(ctx, 'GET', '/api/Account/IsLoggedIn')).userId;

async function createUser(ctx: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const created = await apiCall<{ userId: number }>(ctx, 'POST', '/api/Account/CreateOrUpdateUser', {
    fullName: 'Posting e2e',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    status: 'active',
    ...body,
  });
  return must(created).userId;
}

/** A draw of the pool on the date (an existing one is fine). */
async function ensureDraw(ctx: APIRequestContext, drawDate: string): Promise<void> {
  const res = await apiCall(ctx, 'POST', '/api/Pools/SubmitNewDraw', { drawDate, poolIds: [POOL] });
  expect(res.success || /already exists/.test(res.message ?? ''), res.message ?? '').toBe(true);
}

const starters = ['3001', '3002', '3003', '3004', '3005', '3006', '3007', '3008', '3009', '3010'];
const consolations = ['4001', '4002', '4003', '4004', '4005', '4006', '4007', '4008', '4009', '4010'];

/**
 * Saves (with the instance's clock just past the draw's 19:00 cutoff), validates and releases the
 * result: 1234 first, 5678 second; then waits until it is released.
 */
async function releaseResult(ctx: APIRequestContext, drawDate: string): Promise<void> {
  must(await apiCall(ctx, 'POST', '/api/Configuration/SetTestClock', { now: `${drawDate}T11:00:30.000Z` }));
  try {
    must(
      await apiCall(ctx, 'POST', '/api/Result/SavePoolResult', {
        drawDate,
        poolId: POOL,
        first: '1234',
        second: '5678',
        third: '9012',
        starters,
        consolations,
      }),
    );
  } finally {
    must(await apiCall(ctx, 'POST', '/api/Configuration/SetTestClock', { now: null }));
  }
  must(await apiCall(ctx, 'POST', '/api/Result/ValidateResult', { drawDate, poolId: POOL }));
  must(
    await apiCall(ctx, 'POST', '/api/Configuration/SubmitReleaseResultStatus', { drawDate, poolId: POOL }),
  );
  await expect
    .poll(
      async () =>
        must(
          await apiCall<{ status: string }>(
            ctx,
            'GET',
            `/api/Configuration/GetReleaseResultStatus?drawDate=${drawDate}&poolId=${POOL}`,
          ),
        ).status,
      { timeout: 30_000 },
    )
    .toBe('released');
}

/** The row of a table that holds `text`. */
const rowWith = (root: ReturnType<Page['locator']>, text: string) =>
  root.getByRole('row').filter({ hasText: text });

test('bets above the company limit are posted, distributed to instance B, invoiced, settled and paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const drawDate = businessDay(3 + Math.floor(Math.random() * 6));
  const [y, m, d] = drawDate.split('-');
  const suffix = uniqueName('');

  // ---- Instance B, over its API: a company eating everything, its house and the house's API account.
  const b = await playwrightRequest.newContext({ baseURL: baseB });
  await loginThroughApi(b, ADMIN.username, ADMIN.password);
  const bAdmin = await userId(b);
  const bCompanyName = `rb${suffix}`.slice(0, 20);
  const bCompany = await createUser(b, {
    username: bCompanyName,
    userRoleId: 3,
    uplineId: bAdmin,
    creditLimit: 1_000_000,
    positionTaking: 100,
  });
  const bCo = await playwrightRequest.newContext({ baseURL: baseB });
  await loginThroughApi(bCo, bCompanyName);
  await apiCall(bCo, 'POST', '/api/Account/AgreeTermsAndConditions');
  const house = await createUser(bCo, {
    username: `rh${suffix}`.slice(0, 20),
    userRoleId: 6,
    uplineId: bCompany,
    creditLimit: 100_000,
  });
  const credentials = must(
    await apiCall<{ opcode: string; secret: string }>(b, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
      userId: house,
      name: 'Instance A',
      url: baseURL,
    }),
  );
  expect(credentials.secret).toBeTruthy();
  await ensureDraw(b, drawDate);

  // ---- Instance A, over its API: a company eating at most Big 1.00 per number, its player, the
  // package pricing the remote, the remote agent pointing at B's house.
  await loginThroughUi(page, ADMIN.username, ADMIN.password);
  const a = page.request;
  const aAdmin = await userId(a);
  const companyName = `pc${suffix}`.slice(0, 20);
  const company = await createUser(a, {
    username: companyName,
    userRoleId: 3,
    uplineId: aAdmin,
    creditLimit: 1_000_000,
    positionTaking: 100,
    fightLimits: { B: 1 },
  });
  const packageId = must(
    await apiCall<{ packageId: number }>(a, 'POST', '/api/Configuration/CreateOrUpdatePackage', {
      name: `remote ${suffix}`.slice(0, 50),
      type: 0,
      rates: { B: { baseRate: 1, betRate: 0.7, payouts: [2500, 1000, 500, 180, 60] } },
    }),
  ).packageId;
  const agentName = `Instance B ${suffix}`.slice(0, 50);
  must(
    await apiCall(a, 'POST', '/api/Configuration/ManageRemoteBetAgent', {
      companyId: company,
      name: agentName,
      url: baseB,
      opcode: credentials.opcode,
      secret: credentials.secret,
      priority: 1,
      postEnabled: true,
      status: 1,
      packageId,
    }),
  );
  await ensureDraw(a, drawDate);
  const co = await playwrightRequest.newContext({ baseURL });
  await loginThroughApi(co, companyName);
  await apiCall(co, 'POST', '/api/Account/AgreeTermsAndConditions');
  const player = await createUser(co, {
    username: `pp${suffix}`.slice(0, 20),
    userRoleId: 5,
    uplineId: company,
    creditLimit: 1_000,
  });
  // 1234 Big 3.00 and 5678 Big 2.00: the company eats 1.00 of each, 2.00 and 1.00 are left unposted.
  must(
    await apiCall(co, 'POST', '/api/Bet/PlaceExpressOrder', {
      betString: `D${d}/${m}/${y}\n#${POOL}\n1234#B3\n5678#B2`,
      targetUserId: player,
      orderKey: `posting-e2e-${suffix}`,
    }),
  );

  const posting = page.locator('[data-remote="mf-posting"]');
  const reports = page.locator('[data-remote="mf-reports"]');
  const range = `fromDate=${drawDate}&toDate=${drawDate}&companyId=${company}`;

  await test.step('the unposted amounts: part posted from the detail, the rest from the summary', async () => {
    await page.goto(`/posting/Unpost?${range}`);
    await expect(posting.getByRole('heading', { name: 'Unposted Numbers', level: 1 })).toBeVisible();
    await expect(posting.getByLabel('Company')).toHaveValue(String(company));
    const summary = rowWith(posting, POOL_NAME);
    await expect(summary).toContainText('3.00');
    await summary.getByRole('link', { name: 'Detail' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/posting/UnpostDetail\\?drawDate=${drawDate}&poolId=${POOL}&companyId=${company}$`),
    );
    const line = rowWith(posting, '1234');
    await expect(line).toContainText('2.00');
    await line.getByRole('checkbox', { name: 'Select row' }).check();
    await posting.getByRole('button', { name: 'Post selected (1)' }).click();
    await answerDialog(page, `Post 1 selected lines of ${POOL_NAME} on ${dmy(drawDate)} (2.00)?`);
    await answerDialog(page, 'Posted 2.00 on 1 lines.');
    // After the row's checkbox: number, code, unposted, posted.
    await expect(rowWith(posting, '1234').getByRole('cell').nth(3)).toHaveText('0.00');
    await expect(rowWith(posting, '1234').getByRole('cell').nth(4)).toHaveText('2.00');

    await page.goBack();
    await expect(rowWith(posting, POOL_NAME)).toContainText('1.00');
    await posting.getByRole('button', { name: `Post all ${POOL_NAME} ${drawDate}` }).click();
    await answerDialog(page, `Post every unposted amount of ${POOL_NAME} on ${dmy(drawDate)} (1.00)?`);
    await answerDialog(page, 'Posted 1.00 on 1 lines.');
    const cells = rowWith(posting, POOL_NAME).getByRole('cell');
    await expect(cells.nth(2)).toHaveText('0.00');
    await expect(cells.nth(3)).toHaveText('3.00');
  });

  let invoiceId = 0;
  await test.step('distributed to instance B from the distribution summary', async () => {
    await page.goto(`/posting/Distribution?${range}`);
    const row = rowWith(posting, POOL_NAME);
    await expect(row).toContainText('3.00');
    await posting.getByRole('button', { name: `Distribute now ${POOL_NAME} ${drawDate}` }).click();
    await answerDialog(page, `Distribute the posted amounts of ${POOL_NAME} on ${dmy(drawDate)}`);
    await expect(row).toContainText('1 invoice(s), 0.00 left', { timeout: 30_000 });
    await expect(posting.getByTestId('distribution-progress')).toHaveText('Distributed 1 of 1.');
    // The summary read again: everything distributed.
    await expect(row.getByRole('cell').nth(5)).toHaveText('0.00');

    await page.goto(`/posting/InvoiceList?${range}`);
    const invoice = rowWith(posting, agentName);
    await expect(invoice).toContainText('Placed');
    await expect(invoice).toContainText('3.00');
    await expect(invoice).toContainText('2.10');
    invoiceId = Number(await invoice.getByRole('cell').first().textContent());
    expect(invoiceId).toBeGreaterThan(0);
    await invoice.getByRole('link', { name: 'Lines' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice-detail\\?invoiceId=${invoiceId}$`));
    await expect(reports.getByRole('heading', { name: 'Invoice Detail', level: 1 })).toBeVisible();
    await expect(reports.getByLabel('Bet string')).toHaveValue(/1234/);
    await expect(reports.getByLabel('Receipt string')).toHaveValue(/GT=3\.00/);
    await expect(rowWith(reports, '5678')).toContainText('0.70');
    await expect(reports.getByTestId('invoice-status')).toHaveText('Placed');
  });

  // B holds the house's ticket of 3.00.
  const bTickets = must(
    await apiCall<{ username: string; turnover: number }[]>(b, 'POST', '/api/Report/GetSalesSummary', {
      fromDate: drawDate,
      toDate: drawDate,
      StartCount: 0,
      PageSize: 500,
    }),
  );
  expect(bTickets.find((r) => r.username === bCompanyName)).toMatchObject({ turnover: 3 });

  await test.step('results released on both instances; the payout is shown and paid once', async () => {
    await releaseResult(b, drawDate);
    await releaseResult(a, drawDate);

    // Independently: 1234 Big 2.00 x 2500 (1st) + 5678 Big 1.00 x 1000 (2nd) = 6,000.00; the net
    // owed to B is 0.70 x 3.00 = 2.10, so B owes 5,997.90.
    await page.goto(`/posting/InvoiceList?${range}`);
    const invoice = rowWith(posting, agentName);
    await expect(invoice).toContainText('Settled');
    await expect(invoice).toContainText('6,000.00');
    await expect(invoice).toContainText('5,997.90');
    await invoice.getByRole('link', { name: 'Payout' }).click();
    await expect(reports.getByRole('heading', { name: 'Invoice Payout Detail', level: 1 })).toBeVisible();
    await expect(rowWith(reports, '1234')).toContainText('1st');
    await expect(rowWith(reports, '1234')).toContainText('5,000.00');
    await expect(rowWith(reports, '5678')).toContainText('2nd');
    await expect(rowWith(reports, '5678')).toContainText('1,000.00');
    await expect(reports.getByTestId('invoice-winloss')).toHaveText('5,997.90');

    await page.goBack();
    await rowWith(posting, agentName)
      .getByRole('button', { name: `Pay ${invoiceId}` })
      .click();
    await answerDialog(page, `Record the settlement of invoice ${invoiceId} with ${agentName} (5,997.90)?`);
    await answerDialog(page, `Invoice ${invoiceId} is paid.`);
    await expect(rowWith(posting, agentName)).toContainText('Paid');
    await expect(rowWith(posting, agentName).getByRole('button', { name: /Pay/ })).toHaveCount(0);
    // Once: a second payment is refused and changes nothing.
    const again = await apiCall(a, 'POST', '/api/Result/PayPosting', { invoiceId });
    expect(again.success).toBe(false);
    expect(again.message).toBeTruthy();
  });

  await test.step('the agent eat detail: sent and accepted per number', async () => {
    await page.goto(
      `/posting/posting-agent-eat-detail?drawDate=${drawDate}&poolId=${POOL}&companyId=${company}`,
    );
    const line = rowWith(posting, '1234');
    await expect(line).toContainText(agentName);
    await expect(line.getByRole('cell').nth(5)).toHaveText('2.00');
    await expect(line.getByRole('cell').nth(6)).toHaveText('2.00');
    await expect(line.getByRole('cell').nth(7)).toHaveText('0.00');
  });

  await test.step('the posting screens in Chinese', async () => {
    await page.goto(`/posting/Unpost?${range}`);
    await expect(posting.getByRole('heading', { name: 'Unposted Numbers', level: 1 })).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: '中文' });
    try {
      await expect(posting.getByRole('heading', { name: '未转单号码', level: 1 })).toBeVisible();
      await expect(posting.getByRole('columnheader', { name: '未转单' })).toBeVisible();
      // The date field shows dd/mm/yyyy.
      await expect(posting.getByLabel('开始日期')).toHaveValue(dmy(drawDate));
      await expect(rowWith(posting, POOL_NAME).getByRole('link', { name: '详情' })).toBeVisible();

      await page.goto(`/posting/Distribution?${range}`);
      await expect(posting.getByRole('heading', { name: '分配汇总', level: 1 })).toBeVisible();
      await expect(posting.getByRole('columnheader', { name: '未分配' })).toBeVisible();
      await expect(posting.getByRole('button', { name: `立即分配 ${POOL_NAME} ${drawDate}` })).toBeDisabled();

      await page.goto(`/posting/InvoiceList?${range}`);
      await expect(posting.getByRole('heading', { name: '发票列表', level: 1 })).toBeVisible();
      await expect(rowWith(posting, agentName)).toContainText('已结算');
      await expect(posting.getByRole('columnheader', { name: '远程代理' })).toBeVisible();

      await page.goto(`/posting/ManualDistribute?drawDate=${drawDate}&poolId=${POOL}&companyId=${company}`);
      await expect(posting.getByRole('heading', { name: '手动分配', level: 1 })).toBeVisible();
      await expect(posting.getByRole('button', { name: '预览' })).toBeVisible();

      await page.goto(`/invoice-payout-detail?invoiceId=${invoiceId}`);
      await expect(reports.getByRole('heading', { name: '发票派彩详情', level: 1 })).toBeVisible();
      await expect(rowWith(reports, '1234')).toContainText('头奖');
    } finally {
      await page.getByLabel('语言').selectOption({ label: 'English' });
    }
  });

  await Promise.all([b.dispose(), bCo.dispose(), co.dispose()]);
});
