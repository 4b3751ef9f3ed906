import { requireId, useDemoApp, type CallResult } from '../../../../test/harness';

// pt and fight limits have one store (account_eat_settings / account_fight_limits): the account
// form (CreateOrUpdateUser, CloneAccount, detail reads) and the fight-limit page see the same values.
const t = useDemoApp(['demo_co', 'demo_ma', 'demo_ag']);

type Data = Record<string, unknown>;
const id = (name: string): number => requireId(t.ids, name);
const { post, get } = t;
const data = (res: CallResult) => res.body.data as Data;

const account = (username: string, userRoleId: number, uplineId: number, over: Data = {}): Data => ({
  username,
  fullName: `${username} name`,
  userRoleId,
  uplineId,
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  status: 'active',
  creditLimit: 0,
  ...(userRoleId === 4 ? { agentLevel: 5 } : {}),
  ...over,
});
/** An edit of an existing account: the create body with its id and without passwords. */
const edit = (
  username: string,
  userRoleId: number,
  uplineId: number,
  userId: number,
  over: Data = {},
): Data => {
  const { password: _p, confirmPassword: _c, ...body } = account(username, userRoleId, uplineId, over);
  return { ...body, userId };
};
const save = (as: string, body: Data) => post(as, '/api/Account/CreateOrUpdateUser', body);
const eatUpdate = (as: string, body: Data) => post(as, '/api/Account/UpdateUserEatLimit', body);
const fightLimits = async (as: string, userId: number) =>
  data(await get(as, '/api/Account/GetFightLimitRelatedData', { userId: String(userId) }));
const formSettings = async (as: string, username: string) =>
  data(await get(as, '/api/Account/GetUserDetailByUsername', { username })).settings as Data;
const formSettingsInit = async (as: string, userId: number) =>
  (data(await get(as, '/api/Account/GetUserDetailInit', { userId: String(userId) })).user as Data)
    .settings as Data;

describe('the account form and the fight-limit page share one store', () => {
  let agent = 0;

  it('a create through CreateOrUpdateUser is seen by GetFightLimitRelatedData, audited, and not kept in users.settings', async () => {
    const res = await save(
      'demo_co',
      account('TL_ag', 4, id('demo_co'), {
        positionTaking: 35,
        maxFightLimit: 100,
        fightLimits: { B: 20, S: 0 },
      }),
    );
    expect(res.body).toMatchObject({ success: true });
    agent = (data(res) as { userId: number }).userId;
    expect(await fightLimits('demo_co', agent)).toMatchObject({
      positionTaking: 35,
      maxFightLimit: 100,
      grouping: 1,
      fightLimits: { amountBase: { B: 20, S: 0 }, totalBase: null, groupBase: {} },
    });
    const row = await t.db
      .selectFrom('users')
      .select('settings')
      .where('id', '=', String(agent))
      .executeTakeFirstOrThrow();
    expect(row.settings).not.toHaveProperty('positionTaking');
    expect(row.settings).not.toHaveProperty('maxFightLimit');
    expect(row.settings).not.toHaveProperty('fightLimits');
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'limits.updateEatLimit')
      .where('entity_id', '=', String(agent))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ positionTaking: 35, maxFightLimit: 100 });
  });

  it('an edit through UpdateUserEatLimit is seen by the user detail reads', async () => {
    const res = await eatUpdate('demo_co', {
      userId: agent,
      positionTaking: 45,
      fightLimits: { amountBase: { B: 30 }, totalBase: 50 },
    });
    expect(res.body).toMatchObject({ success: true });
    const expected = { positionTaking: 45, maxFightLimit: 100, fightLimits: { B: 30, S: 0 } };
    expect(await formSettings('demo_co', 'tl_AG')).toMatchObject(expected);
    expect(await formSettingsInit('demo_co', agent)).toMatchObject(expected);
  });

  it('an edit through CreateOrUpdateUser changes only the keys it sends, in the store the fight-limit page reads', async () => {
    const res = await save(
      'demo_co',
      edit('TL_ag', 4, id('demo_co'), agent, { positionTaking: 60, fightLimits: { '4A': 5 } }),
    );
    expect(res.body).toMatchObject({ success: true });
    expect(await fightLimits('demo_co', agent)).toMatchObject({
      positionTaking: 60,
      maxFightLimit: 100,
      fightLimits: { amountBase: { B: 30, S: 0, '4A': 5 }, totalBase: 50 },
    });
    // Sending back what the form shows changes nothing.
    const shown = await formSettings('demo_co', 'TL_ag');
    expect((await save('demo_co', edit('TL_ag', 4, id('demo_co'), agent, shown))).body).toMatchObject({
      success: true,
    });
    expect(await formSettings('demo_co', 'TL_ag')).toEqual(shown);
  });

  it("maps the form's max fight limit 0 to no cap, but keeps a stored cap of 0", async () => {
    await save('demo_co', edit('TL_ag', 4, id('demo_co'), agent, { maxFightLimit: 0 }));
    expect((await fightLimits('demo_co', agent)).maxFightLimit).toBeNull();
    const zero = await eatUpdate('demo_co', {
      userId: agent,
      maxFightLimit: 0,
      fightLimits: { amountBase: { B: 0, '4A': 0 }, totalBase: 0 },
    });
    expect(zero.body).toMatchObject({ success: true, data: { maxFightLimit: 0 } });
    await save('demo_co', edit('TL_ag', 4, id('demo_co'), agent, { maxFightLimit: 0, positionTaking: 10 }));
    expect(await fightLimits('demo_co', agent)).toMatchObject({ maxFightLimit: 0, positionTaking: 10 });
    await eatUpdate('demo_co', { userId: agent, maxFightLimit: 100, fightLimits: { amountBase: { B: 30 } } });
  });

  it.each([
    ['pt above 100', { positionTaking: 101 }, { positionTaking: 101 }],
    ['pt below 0', { positionTaking: -1 }, { positionTaking: -1 }],
    ['pt with decimals', { positionTaking: 50.5 }, { positionTaking: 50.5 }],
  ])('refuses %s through both calls with the same message', async (_name, form, page) => {
    const viaForm = await save(
      'demo_co',
      edit('TL_ag', 4, id('demo_co'), agent, { ...form, fullName: 'changed' }),
    );
    const viaPage = await eatUpdate('demo_co', { userId: agent, ...page });
    expect(viaForm.body).toMatchObject({ success: false });
    expect(viaPage.body).toMatchObject({ success: false });
    expect(viaForm.body.message).toMatch(/positionTaking/);
    expect(viaForm.body.message).toBe(viaPage.body.message);
  });

  it('refuses a limit above the max through both calls with the same message, and the form changes nothing', async () => {
    const message = 'Fight limit B (150.00) exceeds the max fight limit (100.00).';
    const viaForm = await save(
      'demo_co',
      edit('TL_ag', 4, id('demo_co'), agent, {
        fullName: 'changed',
        positionTaking: 70,
        fightLimits: { B: 150 },
      }),
    );
    expect(viaForm.body).toMatchObject({ success: false, message });
    const viaPage = await eatUpdate('demo_co', { userId: agent, fightLimits: { amountBase: { B: 150 } } });
    expect(viaPage.body).toMatchObject({ success: false, message });
    // The refusal rolls back the whole edit, user row included.
    const row = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', String(agent))
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('TL_ag name');
    expect(await fightLimits('demo_co', agent)).toMatchObject({
      positionTaking: 10,
      fightLimits: { amountBase: { B: 30 } },
    });
    // Lowering the max under a stored limit is refused the same way from the form.
    const lower = await save('demo_co', edit('TL_ag', 4, id('demo_co'), agent, { maxFightLimit: 20 }));
    expect(lower.body).toMatchObject({
      success: false,
      message: 'Fight limit B (30.00) exceeds the max fight limit (20.00).',
    });
  });

  it('takes JSON numbers only for pt and limits (false is never 0)', async () => {
    const res = await save(
      'demo_co',
      edit('TL_ag', 4, id('demo_co'), agent, { fightLimits: { B: false }, positionTaking: '20' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/positionTaking must be integer/);
    expect(res.body.message).toMatch(/fightLimits.B must be number/);
    expect((await fightLimits('demo_co', agent)).positionTaking).toBe(10);
  });

  it('refuses an unknown bet code and eat settings for a player', async () => {
    const unknown = await save('demo_co', edit('TL_ag', 4, id('demo_co'), agent, { fightLimits: { XX: 1 } }));
    expect(unknown.body).toMatchObject({
      success: false,
      message: 'There is no bet code XX to set a fight limit for.',
    });
    const player = await save('demo_co', account('TL_p', 5, id('demo_co'), { positionTaking: 10 }));
    expect(player.body).toMatchObject({
      success: false,
      message: 'Fight limits apply to companies and agents only.',
    });
    const plain = await save(
      'demo_co',
      account('TL_p', 5, id('demo_co'), { positionTaking: 0, maxFightLimit: 0 }),
    );
    expect(plain.body).toMatchObject({ success: true });
    expect(await formSettings('demo_co', 'TL_p')).toMatchObject({
      positionTaking: 0,
      maxFightLimit: 0,
      fightLimits: {},
    });
  });

  it('CloneAccount copies the eat state', async () => {
    await eatUpdate('demo_co', { userId: agent, grouping: 3, fightLimits: { groupBase: { '3D': 12.34 } } });
    const source = await fightLimits('demo_co', agent);
    const res = await post('demo_co', '/api/Account/CloneAccount', {
      sourceUserId: agent,
      username: 'TL_clone',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
    expect(res.body).toMatchObject({ success: true });
    const clone = (data(res) as { userId: number }).userId;
    const copied = await fightLimits('demo_co', clone);
    const pick = (d: Data) => ({
      positionTaking: d.positionTaking,
      grouping: d.grouping,
      maxFightLimit: d.maxFightLimit,
      fightLimits: d.fightLimits,
      isRedPackage: d.isRedPackage,
    });
    expect(pick(copied)).toEqual(pick(source));
    expect(copied).toMatchObject({
      positionTaking: 10,
      grouping: 3,
      maxFightLimit: 100,
      fightLimits: { groupBase: { '3D': 12.34 } },
    });
    // The copy is its own: changing the clone leaves the source alone.
    await eatUpdate('demo_co', { userId: clone, positionTaking: 99 });
    expect((await fightLimits('demo_co', agent)).positionTaking).toBe(10);
  });
});

describe("a company's pt", () => {
  it('is 100 whatever the form does', async () => {
    const refused = await save('admin', account('TL_co', 3, id('admin'), { positionTaking: 50 }));
    expect(refused.body).toMatchObject({
      success: false,
      message: "A company's position taking is fixed at 100.",
    });
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'TL_co').executeTakeFirst(),
    ).toBeUndefined();
    const created = await save(
      'admin',
      account('TL_co', 3, id('admin'), { positionTaking: 100, maxFightLimit: 500 }),
    );
    expect(created.body).toMatchObject({ success: true });
    const co = (data(created) as { userId: number }).userId;
    expect(await fightLimits('admin', co)).toMatchObject({
      positionTaking: 100,
      positionTakingFixed: true,
      maxFightLimit: 500,
    });
    const lowered = await save('admin', edit('TL_co', 3, id('admin'), co, { positionTaking: 80 }));
    expect(lowered.body).toMatchObject({
      success: false,
      message: "A company's position taking is fixed at 100.",
    });
    const viaPage = await eatUpdate('admin', { userId: co, positionTaking: 80 });
    expect(viaPage.body.message).toBe(lowered.body.message);
    expect(await formSettings('admin', 'TL_co')).toMatchObject({ positionTaking: 100, maxFightLimit: 500 });
    // A company created without pt (and the seeded demo company) reads 100.
    const bare = await save('admin', account('TL_co2', 3, id('admin')));
    expect(bare.body).toMatchObject({ success: true });
    expect(await formSettings('admin', 'TL_co2')).toMatchObject({ positionTaking: 100 });
    expect(await formSettings('admin', 'demo_co')).toMatchObject({ positionTaking: 100 });
  });
});
