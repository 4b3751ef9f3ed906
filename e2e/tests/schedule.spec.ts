import { expect, test } from '@playwright/test';
import { ADMIN, answerDialog, apiCall, loginThroughUi, openAdminScreen } from './support';

test.describe('draw calendar, cutoffs and announcements', () => {
  test('schedules 2031 and adds a special Tuesday draw for Magnum and Toto', async ({ page }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await openAdminScreen(page, '/admin-setting/pool-schedule', 'Pool Schedule');
    const root = page.locator('[data-remote="mf-admin"]');
    await root.getByLabel('Year').selectOption('2031');
    await root.getByLabel('Pool').selectOption({ label: 'Magnum' });
    await expect(root.getByTestId('draw-count')).toHaveText('0 draw(s)');

    await root.getByRole('button', { name: 'Schedule year' }).click();
    await answerDialog(page, 'Create the draw calendar of 2031?');
    await answerDialog(page, /\d+ draw\(s\) scheduled for 2031\./);
    await expect(root.getByTestId('draw-count')).toHaveText('157 draw(s)');
    await expect(root.getByTestId('draw-1-2031-01-01')).toContainText('Wed');
    await expect(root.getByTestId('draw-1-2031-01-01')).toContainText('Open');
    await expect(root.getByTestId('draw-1-2031-12-31')).toBeVisible();

    await root.getByRole('button', { name: 'Add special draw' }).click();
    const form = page.getByRole('form', { name: 'Add special draw' });
    await form.getByLabel('Draw date').fill('2031-01-07');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please select at least one pool')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Magnum' }).check();
    await form.getByRole('checkbox', { name: 'Toto' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Special draw added.');
    await expect(root.getByTestId('draw-count')).toHaveText('158 draw(s)');
    const special = root.getByTestId('draw-1-2031-01-07');
    await expect(special).toContainText('Tue');
    await expect(special).toContainText('Yes');

    await root.getByLabel('Pool').selectOption({ label: 'Toto' });
    await expect(root.getByTestId('draw-3-2031-01-07')).toContainText('Yes');
    const day = await apiCall<{ poolId: number; isSpecial: boolean }[]>(
      page.request,
      'GET',
      '/api/Pools/GetPoolScheduleByDay?date=2031-01-07',
    );
    expect(day.data.filter((d) => d.isSpecial).map((d) => d.poolId)).toEqual([1, 3]);
  });

  test("changes GD's cutoff (pool 8; the settlement spec uses 9Lotto) and sees it saved, then restores it", async ({
    page,
  }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    try {
      await openAdminScreen(page, '/adminSetting/cutoff-time', 'Cutoff Time');
      const root = page.locator('[data-remote="mf-admin"]');
      const row = root.getByTestId('cutoff-8');
      await expect(row).toContainText('19:00');
      await row.getByLabel('Hour GD').fill('20');
      await row.getByLabel('Minute GD').fill('30');
      await row.getByRole('button', { name: 'Save GD' }).click();
      await answerDialog(page, 'Cutoff time of GD saved.');
      await expect(root.getByTestId('cutoff-8')).toContainText('20:30');

      await page.reload();
      await expect(page.locator('[data-remote="mf-admin"]').getByTestId('cutoff-8')).toContainText('20:30');
      const pools = await apiCall<{ poolId: number; cutoff: { hour: number; minute: number } }[]>(
        page.request,
        'GET',
        '/api/Pools/GetPoolsSelection',
      );
      expect(pools.data.find((p) => p.poolId === 8)?.cutoff).toEqual({ hour: 20, minute: 30 });
    } finally {
      const restored = await apiCall(page.request, 'POST', '/api/Pools/UpdateCutoffTime', {
        poolId: 8,
        hour: 19,
        minute: 0,
      });
      expect(restored.success).toBe(true);
    }
  });

  test("creates an announcement and sees it on demo_ag's dashboard", async ({ page, browser }) => {
    const title = `Notice ${Date.now().toString(36)}`;
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await openAdminScreen(page, '/admin-setting/annoucenment-setting', 'Announcement Setting');
    const root = page.locator('[data-remote="mf-admin"]');
    await root.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('Special draw for Magnum and Toto on Tuesday.');
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Announcement saved.');
    await expect(root.getByRole('table', { name: 'Announcements' })).toContainText(title);

    const agent = await browser.newPage();
    try {
      await loginThroughUi(agent, 'demo_ag');
      const list = agent.getByTestId('dashboard-announcements');
      await expect(list).toContainText(title);
      await expect(list).toContainText('Special draw for Magnum and Toto on Tuesday.');
    } finally {
      await agent.close();
      // Delete it again, so other specs' dashboards stay as they were.
      const page1 = await apiCall<{ id: number; title: string; message: string }[]>(
        page.request,
        'GET',
        '/api/Configuration/GetAnnouncement?StartCount=0&PageSize=50',
      );
      const mine = page1.data.find((a) => a.title === title);
      if (mine) {
        await apiCall(page.request, 'POST', '/api/Configuration/CreateOrUpdateAnnouncement', {
          id: mine.id,
          title: mine.title,
          message: mine.message,
          status: 2,
        });
      }
    }
  });
});
