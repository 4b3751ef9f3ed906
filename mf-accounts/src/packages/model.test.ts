import { codesOfType, editorFromDetail, newEditor, toPackageBody, validateEditor } from './model';

describe('package editor model', () => {
  it('offers 5D and 6D only to normal packages', () => {
    expect(codesOfType(0)).toContain('5D');
    expect(codesOfType(2)).not.toContain('5D');
    expect(codesOfType(3)).toHaveLength(19);
  });

  it('starts with every code at rate 1 and the official payouts', () => {
    const s = newEditor(0);
    expect(s.rows.B).toEqual({
      on: true,
      baseRate: '1',
      betRate: '1',
      payouts: ['2500', '1000', '500', '180', '60'],
    });
    expect(s.rows['6D']?.payouts).toHaveLength(5);
  });

  it('checks rates, bet rate over base rate, payouts and the name', () => {
    const s = newEditor(0);
    s.rows.B = {
      on: true,
      baseRate: '0.8',
      betRate: '0.9',
      payouts: ['2500', '1000.123', '500', '180', '60'],
    };
    s.rows.S = { on: true, baseRate: '11', betRate: '0.12345', payouts: ['1', '2', '3'] };
    expect(validateEditor(s)).toEqual({
      name: 'detail.nameRequired',
      'B.betRate': 'detail.betAboveBase',
      'B.payout.1': 'detail.invalidPayout',
      'S.baseRate': 'detail.invalidRate',
      'S.betRate': 'detail.invalidRate',
    });
    for (const r of Object.values(s.rows)) if (r) r.on = false;
    expect(validateEditor({ ...s, name: 'x' })).toEqual({ codes: 'detail.noCodes' });
  });

  it('builds the API body from used rows only, and reads a detail back', () => {
    const s = newEditor(2);
    s.name = ' GD 75 ';
    s.pools = [8];
    for (const r of Object.values(s.rows)) if (r) r.on = false;
    s.rows.B = { on: true, baseRate: '1', betRate: '0.75', payouts: ['2600', '1050', '525', '190', '63.5'] };
    const body = toPackageBody(s);
    expect(body).toEqual({
      name: 'GD 75',
      description: '',
      type: 2,
      isRed: false,
      pools: [8],
      status: 1,
      rates: { B: { baseRate: 1, betRate: 0.75, payouts: [2600, 1050, 525, 190, 63.5] } },
    });
    const back = editorFromDetail({
      packageId: 7,
      name: 'GD 75',
      description: '',
      type: 2,
      isRed: false,
      pools: [8],
      status: 1,
      ownerId: 1,
      ownerName: 'admin',
      lastModified: '',
      modifiedBy: null,
      holders: 0,
      isDefault: false,
      canEdit: true,
      rates: body.rates,
    });
    expect(back.rows.B).toEqual({
      on: true,
      baseRate: '1',
      betRate: '0.75',
      payouts: ['2600', '1050', '525', '190', '63.5'],
    });
    expect(back.rows.S?.on).toBe(false);
    expect(toPackageBody(back)).toEqual({ ...body, packageId: 7 });
  });
});
