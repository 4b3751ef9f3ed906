import { call, useDemoApp } from '../../../../test/harness';

// DOMAIN 2: a sub-account's access is a subset of its main account's. When the main account loses a
// function, its sub-accounts lose it too, at once (their live sessions included).
const t = useDemoApp(['demo_co_sub']);

async function accessOfSub(): Promise<string> {
  const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: t.cookies.demo_co_sub });
  expect(res.body.success).toBe(true);
  return (res.body.data as { accessString: string }).accessString;
}

async function setMainAccess(access: string): Promise<void> {
  await t.db.updateTable('users').set({ access_string: access }).where('username', '=', 'demo_co').execute();
}

describe('sub-account access follows its main account', () => {
  it('starts with its own access string (within the main account)', async () => {
    expect(await accessOfSub()).toBe('Downline:1;Map Report:1');
  });

  it('loses a function the main account lost, in its current session', async () => {
    const original = await t.db
      .selectFrom('users')
      .select('access_string')
      .where('username', '=', 'demo_co')
      .executeTakeFirstOrThrow();
    await setMainAccess(original.access_string.replace(/(^|;)Downline:\d+/, ''));
    try {
      expect(await accessOfSub()).toBe('Map Report:1');
      const listing = await call(t.app, 'POST', '/api/Account/GetUserListing', {
        cookie: t.cookies.demo_co_sub,
        body: { StartCount: 0, PageSize: 10 },
      });
      expect(listing.status).toBe(403);
    } finally {
      await setMainAccess(original.access_string);
    }
    expect(await accessOfSub()).toBe('Downline:1;Map Report:1');
  });
});
