import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MasterTemplateItem, MasterTemplateRow } from '@drawdesk/shared-kernel/contract';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
import MasterTemplateScreen from './MasterTemplateScreen';
import { emptyItem, newTemplate, toTemplateBody, validateTemplate } from './model';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'get' | 'post' | 'fetchPage', jest.Mock>;
};

jest.setTimeout(30_000);

const lucky: MasterTemplateRow = {
  id: 1,
  name: 'Lucky bet',
  kind: 3,
  templateType: 1,
  status: 1,
  itemCount: 2,
  lastModified: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
};
const luckyItems: MasterTemplateItem[] = [
  {
    id: 11,
    category: 'luckyBet',
    value: 1,
    operator: 1,
    dateFrom: null,
    dateTo: null,
    pools: [],
    codes: [],
    payload: { amount: 1, big: 0.25, small: 0.25, a3: 0.25, c3: 0.25 },
    status: 1,
  },
  {
    id: 12,
    category: 'luckyBet',
    value: 1,
    operator: 1,
    dateFrom: null,
    dateTo: null,
    pools: [],
    codes: [],
    payload: { amount: 10, big: 3, small: 3, a3: 2, c3: 2 },
    status: 1,
  },
];

const dialogs = answerDialogs(true);
beforeEach(() => {
  api.fetchPage
    .mockReset()
    .mockResolvedValue({ rows: [lucky], totalCount: 1, overallInfo: null, success: true });
  api.get.mockReset().mockResolvedValue(ok({ template: lucky, items: luckyItems }));
  api.post.mockReset().mockResolvedValue(ok({ id: 1 }));
});

describe('template model', () => {
  it('checks values, dates, codes and lucky-bet amounts', () => {
    const s = {
      ...newTemplate(),
      items: [{ ...emptyItem(), value: '0', dateFrom: '2031-02-01', dateTo: '2031-01-01', codes: 'B, XX' }],
    };
    expect(validateTemplate(s).map(([k]) => k)).toEqual([
      'form.errName',
      'form.errValue',
      'form.errDates',
      'form.errCodes',
    ]);
    const l = {
      ...newTemplate(),
      name: 'x',
      kind: 3 as const,
      items: [
        { ...emptyItem(), amount: '1' },
        { ...emptyItem(), amount: '1' },
        { ...emptyItem(), amount: '2', big: '0.123' },
      ],
    };
    expect(validateTemplate(l)).toEqual([
      ['form.errDuplicate', { n: 2 }],
      ['form.errAmount', { n: 3 }],
    ]);
  });

  it('builds the payout-adjustment body', () => {
    const s = {
      ...newTemplate(),
      name: ' Promo ',
      items: [
        {
          ...emptyItem(),
          value: '1.5',
          operator: 2 as const,
          pools: [3, 1],
          codes: 'b s',
          dateFrom: '2031-01-01',
        },
      ],
    };
    expect(toTemplateBody(s)).toEqual({
      name: 'Promo',
      kind: 1,
      templateType: 2,
      status: 1,
      items: [
        {
          category: 'payoutAdjustment',
          value: 1.5,
          operator: 2,
          dateFrom: '2031-01-01',
          dateTo: null,
          pools: [1, 3],
          codes: ['B', 'S'],
          payload: null,
          status: 1,
        },
      ],
    });
  });
});

describe('master template screen', () => {
  it('lists templates, opens the lucky-bet table, edits a row and saves it', async () => {
    await initI18n('en');
    const user = userEvent.setup({ delay: null });
    render(<MasterTemplateScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Lucky bet' }, { timeout: 10_000 }));
    expect(api.get).toHaveBeenCalledWith('Configuration', 'GetMasterTemplateItems', { templateId: 1 });
    const form = await screen.findByRole('form', { name: 'Template Lucky bet' });
    expect(within(form).getByLabelText('Kind')).toBeDisabled();
    const big2 = within(form).getByLabelText('Big 2');
    expect(big2).toHaveValue('3');
    await user.clear(big2);
    await user.type(big2, '3.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [area, name, body] = api.post.mock.calls[0];
    expect([area, name]).toEqual(['Configuration', 'CreateOrUpdateMasterTemplate']);
    expect(body).toMatchObject({ id: 1, kind: 3, templateType: 1, name: 'Lucky bet' });
    expect(body.items[1]).toEqual({
      id: 12,
      category: 'luckyBet',
      value: 1,
      operator: 1,
      dateFrom: null,
      dateTo: null,
      pools: [],
      codes: [],
      payload: { amount: 10, big: 3.5, small: 3, a3: 2, c3: 2 },
      status: 1,
    });
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Template saved.'));
  });

  it('makes a payout-adjustment template with an item, and shows errors before sending', async () => {
    await initI18n('en');
    const user = userEvent.setup({ delay: null });
    render(<MasterTemplateScreen />);
    await user.click(await screen.findByRole('button', { name: 'New template' }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText('Template name*'), 'Promo');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await user.clear(within(form).getByLabelText('Value 1'));
    await user.type(within(form).getByLabelText('Value 1'), '1.23456');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Item 1: the value is a number greater than 0 with at most 4 decimals.',
    );
    expect(api.post).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText('Value 1'));
    await user.type(within(form).getByLabelText('Value 1'), '2');
    await user.selectOptions(within(form).getByLabelText('Operator 1'), '/');
    await user.click(within(form).getByLabelText('Pools 1 Toto'));
    await user.type(within(form).getByLabelText('Bet codes (empty = all) 1'), 'B');
    await user.type(within(form).getByLabelText('From 1'), '2031-05-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0][2]).toEqual({
      name: 'Promo',
      kind: 1,
      templateType: 2,
      status: 1,
      items: [
        {
          category: 'payoutAdjustment',
          value: 2,
          operator: 2,
          dateFrom: '2031-05-01',
          dateTo: null,
          pools: [3],
          codes: ['B'],
          payload: null,
          status: 1,
        },
      ],
    });
  });

  it('starts the items over when a new template changes kind, and the lucky-bet table then shows', async () => {
    await initI18n('en');
    const user = userEvent.setup({ delay: null });
    render(<MasterTemplateScreen />);
    await user.click(await screen.findByRole('button', { name: 'New template' }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByLabelText('Value 1')).toHaveValue('1');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Lucky bet');
    expect(within(form).getByText('No items.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByLabelText('Big 1')).toHaveValue('0');
    expect(within(form).queryByLabelText('Value 1')).toBeNull();
  });
});

describe('template list search', () => {
  it('sends the table search to the server', async () => {
    await initI18n('en');
    render(<MasterTemplateScreen />);
    await screen.findByRole('button', { name: 'Edit Lucky bet' }, { timeout: 10_000 });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'lucky' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(api.fetchPage).toHaveBeenLastCalledWith(
        'Configuration',
        'GetMasterTemplates',
        { search: 'lucky' },
        expect.objectContaining({ startCount: 0, search: 'lucky' }),
      ),
    );
  });
});
