import { fireEvent, screen, waitFor } from '@testing-library/react';
import CurrencyScreen, { validateCurrency } from './CurrencyScreen';
import { answerDialogs, ok, renderWithQuery, setupSettingsI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { get: jest.Mock; post: jest.Mock } };

const rows = [
  { currency: 'MYR', rate: 1, fakeRate: 1, isBase: true, updatedBy: null, updatedAt: null },
  {
    currency: 'SGD',
    rate: 3.3,
    fakeRate: 3.28,
    isBase: false,
    updatedBy: 'admin',
    updatedAt: '2026-11-22T08:00:00.000Z',
  },
  { currency: 'USD', rate: null, fakeRate: null, isBase: false, updatedBy: null, updatedAt: null },
];

beforeAll(setupSettingsI18n);
beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  api.get.mockResolvedValue(ok(rows));
});

describe('currency rules', () => {
  it.each([
    [{ rate: '3.3', fakeRate: '3.2801' }, {}],
    [{ rate: '', fakeRate: '1' }, { rate: 'REQUIRED_FIELD' }],
    [
      { rate: '0', fakeRate: '0.0000' },
      { rate: 'MIN_ERROR', fakeRate: 'MIN_ERROR' },
    ],
    [{ rate: '1.00001', fakeRate: '1' }, { rate: 'INVALID_FORMAT' }],
    [{ rate: '100000.1', fakeRate: '1' }, { rate: 'MAX_ERROR' }],
    [{ rate: '-1', fakeRate: '1' }, { rate: 'INVALID_FORMAT' }],
  ])('%p gives %p', (change, errors) => {
    expect(validateCurrency({ currency: 'SGD', ...change })).toEqual(errors);
  });
});

describe('CurrencyScreen', () => {
  answerDialogs(true);
  it('lists the currencies, MYR fixed, and saves a new fake rate', async () => {
    api.post.mockResolvedValue(ok({ ...rows[1], fakeRate: 3.25 }));
    renderWithQuery(<CurrencyScreen />);
    expect(await screen.findByText('MYR (Base currency)')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(2); // USD rate and fake rate
    expect(screen.queryByRole('button', { name: 'Edit MYR' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit SGD' }));
    const fake = await screen.findByLabelText(/^Fake rate/);
    expect(fake).toHaveValue('3.2800');
    fireEvent.change(fake, { target: { value: '3.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'UpdateCurrencySetting', {
        currency: 'SGD',
        rate: 3.3,
        fakeRate: 3.25,
      }),
    );
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });
});
