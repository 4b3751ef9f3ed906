import { sql } from 'kysely';
import { verifyPassword } from '../../../auth/passwords';
import { login, requireId, useDemoApp, type CallResult } from '../../../../test/harness';

// Reserve-name prefixes, API accounts and the unique-username race.
const demo = [
  'demo_co',
  'demo_co_sub',
  'demo_sh',
  'demo_ma',
  'demo_ag',
  'demo_p1',
  'demo_house',
  'demo_it',
] as const;
const onPostgres = !!process.env.DATABASE_URL;

const t = useDemoApp<(typeof demo)[number], 'T_co2'>(demo, async (app) => {
  // A second company, to reserve prefixes against.
  const co2 = await post('admin', '/api/Account/CreateOrUpdateUser', {
    ...account('T_co2', 3, id('admin')),
    creditLimit: 10_000,
  });
  app.ids.T_co2 = data<{ userId: number }>(co2).userId;
  app.cookies.T_co2 = await login(app.app, 'T_co2', 'Secret@123');
});

const id = (name: string): number => requireId(t.ids, name);
const { post, get } = t;
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const account = (username: string, userRoleId: number, uplineId: number) => ({
  username,
  fullName: username,
  userRoleId,
  uplineId,
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  status: 'active',
  creditLimit: 10,
});
const reserve = (as: string, body: Record<string, unknown>) =>
  post(as, '/api/Account/CreateOrUpdateReserveNamePrefix', body);
const listPrefixes = (body: Record<string, unknown> = {}) =>
  post('admin', '/api/Account/GetReserveNamePrefix', { StartCount: 0, PageSize: 50, ...body });
const expectRefused = (res: CallResult, message: RegExp) => {
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(message);
};

describe('reserve-name prefixes', () => {
  it('reserves a prefix for one company, audited, and lists it', async () => {
    const res = await reserve('admin', { prefix: 'Acme', companyId: id('demo_co') });
    expect(res.body).toMatchObject({ success: true, message: 'Prefix reserved.' });
    const prefixId = data<{ id: number }>(res).id;
    const list = await listPrefixes({ companyId: id('demo_co') });
    expect(list.body).toMatchObject({ success: true, totalCount: 1 });
    expect(data<unknown[]>(list)).toEqual([
      expect.objectContaining({
        id: prefixId,
        prefix: 'Acme',
        companyId: id('demo_co'),
        companyUsername: 'demo_co',
        status: 1,
      }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'reserve_name_prefix')
      .where('entity_id', '=', String(prefixId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'reservePrefix.create', actor_id: String(id('admin')) });
    // The same company may add a longer prefix of its own.
    expect((await reserve('admin', { prefix: 'acme_x', companyId: id('demo_co') })).body.success).toBe(true);
    const companies = await post('admin', '/api/Account/GetCompanyDetailBySuperAdmin', {
      StartCount: 0,
      PageSize: 10,
      search: 'demo_co',
    });
    expect(data<{ reservedPrefixes: string[] }[]>(companies)[0]?.reservedPrefixes).toEqual([
      'Acme',
      'acme_x',
    ]);
  });

  it('refuses a prefix of another company, case-insensitively, and any prefix-of overlap', async () => {
    expectRefused(
      await reserve('admin', { prefix: 'ACME', companyId: id('T_co2') }),
      /already reserved for another company \(demo_co\)/,
    );
    expectRefused(
      await reserve('admin', { prefix: 'acme', companyId: id('demo_co') }),
      /already reserved for demo_co/,
    );
    expectRefused(
      await reserve('admin', { prefix: 'acmeco', companyId: id('T_co2') }),
      /overlaps Acme, reserved for another company \(demo_co\)/,
    );
    expectRefused(await reserve('admin', { prefix: 'AC', companyId: id('T_co2') }), /overlaps/);
    expect((await listPrefixes({ companyId: id('T_co2') })).body.totalCount).toBe(0);
  });

  it('validates the prefix and the company', async () => {
    for (const prefix of ['a', 'ab-c', 'with space', '']) {
      expect((await reserve('admin', { prefix, companyId: id('demo_co') })).status).toBe(400);
    }
    expectRefused(
      await reserve('admin', { prefix: 'abcdefghijk', companyId: id('demo_co') }),
      /2 to 10 letters/,
    );
    expectRefused(
      await reserve('admin', { prefix: 'zz', companyId: id('demo_sh') }),
      /choose an existing company/,
    );
    expectRefused(await reserve('admin', { prefix: 'zz', companyId: 999_999 }), /choose an existing company/);
    expectRefused(
      await reserve('admin', { id: 999_999, prefix: 'zz', companyId: id('demo_co') }),
      /No record found/,
    );
  });

  it('is the super admin’s alone (403 for the IT admin, companies and agents)', async () => {
    for (const who of ['demo_it', 'demo_co', 'demo_co_sub', 'demo_sh']) {
      expect((await reserve(who, { prefix: 'mine', companyId: id('demo_co') })).status).toBe(403);
      expect(
        (await post(who, '/api/Account/GetReserveNamePrefix', { StartCount: 0, PageSize: 10 })).status,
      ).toBe(403);
    }
  });

  it('refuses creating or cloning a username with another company’s prefix, end to end', async () => {
    expect((await reserve('admin', { prefix: 'zeta', companyId: id('T_co2') })).body.success).toBe(true);
    expectRefused(
      await post('demo_ag', '/api/Account/CreateOrUpdateUser', account('ZETA_p', 5, id('demo_ag'))),
      /starting with zeta are reserved for another company/,
    );
    const clone = await post('demo_ag', '/api/Account/CloneAccount', {
      sourceUserId: id('demo_p1'),
      username: 'zeta_clone',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      creditLimit: 1,
    });
    expectRefused(clone, /reserved for another company/);
    // Companies are placed by the super admin with no company yet: every reserved prefix applies.
    expectRefused(
      await post('admin', '/api/Account/CreateOrUpdateUser', account('zeta_co', 3, id('admin'))),
      /reserved for another company/,
    );
    // The owner's accounts may use it, and demo_co its own.
    expect(
      (await post('T_co2', '/api/Account/CreateOrUpdateUser', account('Zeta_own', 5, id('T_co2')))).body
        .success,
    ).toBe(true);
    expect(
      (await post('demo_ag', '/api/Account/CreateOrUpdateUser', account('acme_p1', 5, id('demo_ag')))).body
        .success,
    ).toBe(true);
    const made = await t.db
      .selectFrom('users')
      .select('username')
      .where(sql<string>`lower(username)`, 'in', ['zeta_p', 'zeta_clone', 'zeta_co'])
      .execute();
    expect(made).toEqual([]);
  });

  it('disabling or deleting a prefix frees it; edits are audited', async () => {
    const [row] = data<{ id: number }[]>(await listPrefixes({ search: 'ZET' }));
    const prefixId = row!.id;
    const off = await reserve('admin', { id: prefixId, prefix: 'zeta', companyId: id('T_co2'), status: 0 });
    expect(off.body).toMatchObject({ success: true, message: 'Prefix updated.' });
    expect(
      (await post('demo_ag', '/api/Account/CreateOrUpdateUser', account('zeta_p2', 5, id('demo_ag')))).body
        .success,
    ).toBe(true);
    // Disabled still holds the exact prefix; deleted frees it for another company.
    expectRefused(await reserve('admin', { prefix: 'zeta', companyId: id('demo_co') }), /already reserved/);
    expect(
      (await reserve('admin', { id: prefixId, prefix: 'zeta', companyId: id('T_co2'), status: 2 })).body
        .success,
    ).toBe(true);
    expect((await listPrefixes({ search: 'zeta' })).body.totalCount).toBe(0);
    expect((await reserve('admin', { prefix: 'zeta', companyId: id('demo_co') })).body.success).toBe(true);
    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'reserve_name_prefix')
      .where('entity_id', '=', String(prefixId))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'reservePrefix.create',
      'reservePrefix.update',
      'reservePrefix.update',
    ]);
    expect(actions[2]).toMatchObject({ before: { status: 0 }, after: { status: 2 } });
  });
});

interface Credentials {
  userId: number;
  opcode: string;
  secret: string | null;
}
const apiRow = (userId: number) =>
  t.db.selectFrom('api_accounts').selectAll().where('user_id', '=', String(userId)).executeTakeFirstOrThrow();

describe('API accounts', () => {
  let first: Credentials;

  it('creates the account with a code whose secret is shown once and stored only as an argon2 hash', async () => {
    const none = await get('admin', '/api/Account/GetApiAccount', { userId: String(id('demo_co')) });
    expect(none.body).toMatchObject({ success: true, data: { apiAccount: null } });
    expectRefused(
      await post('admin', '/api/Account/GenerateApiCode', { userId: id('demo_co') }),
      /Save the API account/,
    );

    const res = await post('admin', '/api/Account/CreateOrUpdateApiAccount', {
      userId: id('demo_co'),
      name: 'Remote A',
      url: 'https://remote-a.example/api',
    });
    expect(res.body).toMatchObject({ success: true });
    first = data<Credentials>(res);
    expect(first.opcode).toMatch(/^[0-9A-F]{16}$/);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secret = first.secret!;

    const row = await apiRow(id('demo_co'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secret_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.secret_hash, secret)).toBe(true);
    expect(await verifyPassword(row.secret_hash, `${secret}x`)).toBe(false);

    const shown = await get('admin', '/api/Account/GetApiAccount', { userId: String(id('demo_co')) });
    expect(shown.text).not.toContain(secret);
    expect(shown.text).not.toContain(row.secret_hash!);
    const apiAccount = data<{ apiAccount: Record<string, unknown> }>(shown).apiAccount;
    expect(apiAccount).toMatchObject({
      userId: id('demo_co'),
      username: 'demo_co',
      name: 'Remote A',
      url: 'https://remote-a.example/api',
      opcode: first.opcode,
      hasSecret: true,
    });
    expect(apiAccount).not.toHaveProperty('secret');
    expect(typeof apiAccount.secretGeneratedAt).toBe('string');
  });

  it('keeps the code on a later save (secret null) and replaces it on GenerateApiCode', async () => {
    const saved = await post('admin', '/api/Account/CreateOrUpdateApiAccount', {
      userId: id('demo_co'),
      name: 'Remote A2',
      url: 'http://remote-a2.example',
    });
    expect(data<Credentials>(saved)).toEqual({ userId: id('demo_co'), opcode: first.opcode, secret: null });
    const before = await apiRow(id('demo_co'));
    expect(before.name).toBe('Remote A2');

    const regen = await post('admin', '/api/Account/GenerateApiCode', { userId: id('demo_co') });
    expect(regen.body).toMatchObject({ success: true });
    const next = data<Credentials>(regen);
    expect(next.opcode).not.toBe(first.opcode);
    expect(next.secret).not.toBe(first.secret);
    const after = await apiRow(id('demo_co'));
    expect(await verifyPassword(after.secret_hash, next.secret!)).toBe(true);
    expect(await verifyPassword(after.secret_hash, first.secret!)).toBe(false);
    expect(after.secret_generated_at!.getTime()).toBeGreaterThanOrEqual(
      before.secret_generated_at!.getTime(),
    );
  });

  it('audits every change without the secret or its hash', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'api_account')
      .where('entity_id', '=', String(id('demo_co')))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'apiAccount.create',
      'apiAccount.update',
      'apiAccount.generateCode',
    ]);
    const text = JSON.stringify(rows);
    const { secret_hash: hash } = await apiRow(id('demo_co'));
    expect(text).not.toContain(first.secret!);
    expect(text).not.toContain(hash!);
    expect(text).not.toMatch(/argon2/);
  });

  it('lets a company manage its own and its houses’ API accounts, read-only for a viewing sub-account', async () => {
    const house = await post('demo_co', '/api/Account/CreateOrUpdateApiAccount', {
      userId: id('demo_house'),
      name: 'House feed',
      url: 'https://house.example',
    });
    expect(data<Credentials>(house).secret).toEqual(expect.any(String));
    expect(
      (await post('demo_co', '/api/Account/GenerateApiCode', { userId: id('demo_co') })).body.success,
    ).toBe(true);
    const read = await get('demo_co_sub', '/api/Account/GetApiAccount', { userId: String(id('demo_house')) });
    expect(read.body).toMatchObject({
      success: true,
      data: { apiAccount: { name: 'House feed', hasSecret: true } },
    });
    expect(
      (await post('demo_co_sub', '/api/Account/GenerateApiCode', { userId: id('demo_house') })).status,
    ).toBe(403);
  });

  it('refuses other callers, other trees and non-bettable owners', async () => {
    expect((await get('demo_co', '/api/Account/GetApiAccount', { userId: String(id('T_co2')) })).status).toBe(
      403,
    );
    expect((await post('T_co2', '/api/Account/GenerateApiCode', { userId: id('demo_house') })).status).toBe(
      403,
    );
    for (const who of ['demo_it', 'demo_sh', 'demo_house', 'demo_p1']) {
      expect((await get(who, '/api/Account/GetApiAccount', { userId: String(id('demo_co')) })).status).toBe(
        403,
      );
      expect(
        (
          await post(who, '/api/Account/CreateOrUpdateApiAccount', {
            userId: id('demo_house'),
            name: 'x',
            url: 'https://x.example',
          })
        ).status,
      ).toBe(403);
    }
    expectRefused(
      await post('admin', '/api/Account/CreateOrUpdateApiAccount', {
        userId: id('demo_p1'),
        name: 'P',
        url: 'https://p.example',
      }),
      /company or a house/,
    );
    expectRefused(
      await post('demo_co', '/api/Account/CreateOrUpdateApiAccount', {
        userId: id('demo_sh'),
        name: 'P',
        url: 'https://p.example',
      }),
      /company or a house/,
    );
  });

  it('validates name, url and ids', async () => {
    const bad = [
      { userId: id('demo_co'), name: 'A', url: 'ftp://x.example' },
      { userId: id('demo_co'), name: '', url: 'https://x.example' },
      { userId: id('demo_co'), name: 'A' },
      { name: 'A', url: 'https://x.example' },
    ];
    for (const body of bad)
      expect((await post('admin', '/api/Account/CreateOrUpdateApiAccount', body)).status).toBe(400);
    expectRefused(
      await post('admin', '/api/Account/CreateOrUpdateApiAccount', {
        userId: id('demo_co'),
        name: '   ',
        url: 'https://x.example',
      }),
      /name is required/,
    );
    expect((await get('admin', '/api/Account/GetApiAccount', { userId: '0' })).status).toBe(400);
    expect((await post('admin', '/api/Account/GenerateApiCode', {})).status).toBe(400);
    expectRefused(
      await post('admin', '/api/Account/GenerateApiCode', { userId: 999_999 }),
      /No record found/,
    );
  });
});

describe('unique usernames under concurrency', () => {
  const create = (as: string, username: string, uplineId: number) =>
    post(as, '/api/Account/CreateOrUpdateUser', account(username, 5, uplineId));
  /** Waits until `n` backends of this database wait on a lock (PostgreSQL only). */
  const lockWaiters = async (n: number) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
        t.db,
      );
      if (Number(rows[0]?.n ?? 0) >= n) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`never saw ${n} lock waiters`);
  };

  it('two concurrent creates of one name under different uplines: one account, one clear refusal', async () => {
    let results: CallResult[];
    if (onPostgres) {
      // Hold both creates just before their username check, then let them go together.
      let pending: Promise<CallResult[]> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE reserve_name_prefixes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
        pending = Promise.all([
          create('demo_ag', 'T_race', id('demo_ag')),
          create('demo_ma', 't_RACE', id('demo_ma')),
        ]);
        await lockWaiters(2);
      });
      results = await pending!;
    } else {
      results = await Promise.all([
        create('demo_ag', 'T_race', id('demo_ag')),
        create('demo_ma', 't_RACE', id('demo_ma')),
      ]);
    }
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.body.success)?.body.message).toMatch(
      /^The username \w+ is already taken\.$/,
    );
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', 't_race')
      .execute();
    expect(rows).toHaveLength(1);
  });

  // Needs two open transactions at once. PGlite has one connection and serializes transactions, so the
  // race cannot be staged there; CI runs this test on PostgreSQL (.ci/run, DATABASE_URL).
  (onPostgres ? it : it.skip)(
    'maps the unique-index violation (23505) of a create that passed the check to the same refusal',
    async () => {
      let pending: Promise<CallResult> | undefined;
      await t.db.transaction().execute(async (trx) => {
        // Another transaction holds the name, not yet committed: the create's check cannot see it.
        await sql`WITH n AS (SELECT nextval('users_id_seq') AS id)
        INSERT INTO users (id, username, password_hash, role_id, path) SELECT id, 'T_race2', 'x', 5, ARRAY[id] FROM n`.execute(
          trx,
        );
        pending = create('demo_ag', 't_race2', id('demo_ag'));
        await lockWaiters(1); // the create's INSERT waits on the unique index
      });
      const res = await pending!;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message: 'The username t_race2 is already taken.' });
    },
  );
});
