import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, loginThroughApi, loginThroughUi } from './support';

/** A 4-digit number unlikely to be used by another run (keeps fight limits out of the way). */
const randomNumber = () => String(1000 + Math.floor(Math.random() * 9000));

interface Texts {
  betString: string;
  bettor: string;
  submit: string;
  ok: string;
  voidSelected: string;
  ticketNo: string;
  search: string;
  selectRow: string;
  cancelled: string;
  voided: string;
}
const EN: Texts = {
  betString: 'Bet string',
  bettor: 'Bettor',
  submit: 'Place order',
  ok: 'OK',
  voidSelected: 'Void selected',
  ticketNo: 'Ticket no',
  search: 'Search',
  selectRow: 'Select row',
  cancelled: 'Cancelled',
  voided: '1 ticket(s) voided.',
};
const ZH: Texts = {
  betString: '投注字串',
  bettor: '投注者',
  submit: '下注',
  ok: '确定',
  voidSelected: '取消所选',
  ticketNo: '单号',
  search: '搜索',
  selectRow: '选择此行',
  cancelled: '已取消',
  voided: '已取消 1 张注单。',
};

const bettingRoot = (page: Page) => page.locator('[data-remote="mf-betting"]');

async function creditLeftOf(page: Page, userId: number): Promise<number> {
  const res = await apiCall<{ agent: { creditLeft: number } }>(
    page.request,
    'GET',
    `/api/Account/GetUserDetailsById?userId=${userId}`,
  );
  return res.data.agent.creditLeft;
}

async function userIdOf(page: Page, username: string): Promise<number> {
  const res = await apiCall<{ bettors: { userId: number; username: string }[] }>(
    page.request,
    'POST',
    '/api/Bet/GetBettingContext',
    { keyword: username },
  );
  const found = res.data.bettors.find((b) => b.username === username);
  expect(found, `${username} is a bettor of the caller`).toBeDefined();
  return found!.userId;
}

/** Types the bet string, checks the preview, places it; returns the ticket number and net from the receipt. */
async function placeExpress(
  page: Page,
  root: Locator,
  text: Texts,
  betString: string,
  lines: number,
  gross: string,
) {
  const box = root.getByRole('textbox', { name: text.betString });
  await box.fill(betString);
  await expect(root.getByTestId('preview-lines')).toHaveText(String(lines));
  await expect(root.getByTestId('preview-gross')).toHaveText(gross);
  await root.getByRole('button', { name: text.submit }).click();
  const receipt = root.getByTestId('receipt');
  await expect(receipt).toContainText('GT=');
  const heading = await root.getByRole('heading', { name: /#\d+/ }).first().innerText();
  const ticketNo = /#(\d+)/.exec(heading)![1]!;
  await expect(box).toHaveValue('');
  return { ticketNo, receipt: await receipt.innerText() };
}

async function voidFromInbox(page: Page, text: Texts, ticketNo: string): Promise<void> {
  await page.goto('/inbox');
  const root = bettingRoot(page);
  await root.getByRole('textbox', { name: text.ticketNo, exact: true }).fill(ticketNo);
  await root.getByRole('button', { name: text.search, exact: true }).click();
  const row = root.getByRole('row').filter({ hasText: ticketNo });
  await expect(row).toHaveCount(1);
  await row.getByLabel(text.selectRow).check();
  await root.getByRole('button', { name: text.voidSelected }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: text.ok }).click();
  await expect(page.getByRole('dialog')).toContainText(text.voided);
  await page.getByRole('dialog').getByRole('button', { name: text.ok }).click();
  await expect(row).toContainText(text.cancelled);
  await expect(row).toHaveAttribute('data-tint', 'danger');
}

interface EditDetail {
  userId: number;
  username: string;
  fullName: string;
  userRoleId: number;
  agentLevel: number | null;
  uplineId: number;
  status: string;
  creditLimit: number;
}

/** The upline turns a void flag on (DOMAIN 9: an upline with void ticket authority, a bettor with self void). */
async function grantVoid(
  request: APIRequestContext,
  upline: string,
  username: string,
  flag: string,
): Promise<void> {
  await loginThroughApi(request, upline);
  const { data: u } = await apiCall<EditDetail>(
    request,
    'GET',
    `/api/Account/GetUserDetailByUsername?username=${username}`,
  );
  const res = await apiCall(request, 'POST', '/api/Account/CreateOrUpdateUser', {
    userId: u.userId,
    username: u.username,
    fullName: u.fullName,
    userRoleId: u.userRoleId,
    uplineId: u.uplineId,
    status: u.status,
    agentLevel: u.agentLevel,
    creditLimit: u.creditLimit,
    [flag]: true,
  });
  expect(res.success, res.message ?? '').toBe(true);
}

test.describe('betting', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await grantVoid(request, 'demo_ma', 'demo_ag', 'voidTicketAuthority');
    await grantVoid(request, 'demo_ag', 'demo_p1', 'allowSelfVoid');
    await request.dispose();
  });

  test('an agent orders for demo_p1 with a preview, copies the receipt, voids it from the inbox; credit returns', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughUi(page, 'demo_ag');
    const p1 = await userIdOf(page, 'demo_p1');
    await page.goto('/order/express-betting');
    const root = bettingRoot(page);
    await root.getByLabel(EN.bettor, { exact: true }).selectOption({ label: 'demo_p1' });
    await expect(root.getByTestId('bettor-credit-left')).toBeVisible();
    const before = await creditLeftOf(page, p1);
    const [a, b] = [randomNumber(), randomNumber()];
    // (B1 + S1) x 3 pools + B2 x 3 pools = 12.00 on the next draw.
    const placed = await placeExpress(page, root, EN, `D\n#123\n${a}#1#1\n${b}#2`, 2, '12.00');
    expect(placed.receipt).toContain(`${a}=`);
    expect(placed.receipt).toContain('*MPT');

    await root.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('dialog')).toContainText('Receipt copied.');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toContain(`#${placed.ticketNo}`);

    const afterOrder = await creditLeftOf(page, p1);
    expect(afterOrder).toBeLessThan(before);
    await voidFromInbox(page, EN, placed.ticketNo);
    await expect.poll(() => creditLeftOf(page, p1)).toBeCloseTo(before, 2);
  });

  test('a player orders for itself; the header credit goes down', async ({ page }) => {
    await loginThroughUi(page, 'demo_p1');
    await page.goto('/order/express-betting');
    const root = bettingRoot(page);
    await expect(root.getByTestId('bettor-self')).toContainText('demo_p1');
    const header = page.getByTestId('credit-left');
    await expect(header).not.toHaveText('');
    const before = await header.innerText();
    const placed = await placeExpress(page, root, EN, `D\n#1\n${randomNumber()}#1`, 1, '1.00');
    await expect(header).not.toHaveText(before);
    await voidFromInbox(page, EN, placed.ticketNo);
    await expect(header).toHaveText(before);
  });

  test('the same flow in Chinese', async ({ page }) => {
    await loginThroughUi(page, 'demo_ag');
    await page.goto('/order/express-betting');
    const root = bettingRoot(page);
    await expect(root.getByRole('textbox', { name: EN.betString })).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: '中文' });
    await expect(root.getByRole('textbox', { name: ZH.betString })).toBeVisible();
    try {
      await root.getByLabel(ZH.bettor, { exact: true }).selectOption({ label: 'demo_p1' });
      const placed = await placeExpress(page, root, ZH, `D\n#23\n${randomNumber()}#1`, 1, '2.00');
      await voidFromInbox(page, ZH, placed.ticketNo);
    } finally {
      await page.getByLabel('语言').selectOption({ label: 'English' });
    }
  });
});
