import { fireEvent, screen, waitFor } from '@testing-library/react';
import SystemSettingScreen, {
  toBody,
  toValues,
  validateSystemSetting,
  type SystemSettingValues,
} from './SystemSettingScreen';
import { answerDialogs, ok, renderWithQuery, setupSettingsI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { get: jest.Mock; post: jest.Mock } };

const dto = {
  agentMaxDiscountPercentage: 12.5,
  paybackCommissionRate: 0,
  luckyNumberPerBetAmount: 1,
  scrapeResultTime: '19:30',
  maxLineBetInUI: 200,
  dailyPool: 1 as const,
  scrapeResultSitesNormal: ['https://a.example.com'],
  scrapeResultSitesGd: [],
  liftReportBlockAfterLastPool: true,
};
const t = (key: string, v?: Record<string, unknown>) => `${key}${v ? JSON.stringify(v) : ''}`;

beforeAll(setupSettingsI18n);
beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  api.get.mockResolvedValue(ok(dto));
});

describe('system setting rules', () => {
  const good: SystemSettingValues = toValues(dto);
  it('round-trips the settings and accepts valid values', () => {
    expect(good.agentMaxDiscountPercentage).toBe('12.50');
    expect(toBody(good)).toEqual(dto);
    expect(validateSystemSetting(good, t)).toEqual({});
  });
  it.each([
    ['agentMaxDiscountPercentage', '100.01', 'MAX_ERROR'],
    ['agentMaxDiscountPercentage', '', 'REQUIRED_FIELD'],
    ['paybackCommissionRate', '1.234', 'INVALID_FORMAT'],
    ['luckyNumberPerBetAmount', '0', 'INVALID_FORMAT'],
    ['luckyNumberPerBetAmount', '101', 'MAX_ERROR'],
    ['maxLineBetInUI', '1001', 'MAX_ERROR'],
    ['maxLineBetInUI', '2.5', 'INVALID_FORMAT'],
    ['scrapeResultTime', '24:00', 'system.badTime'],
    ['scrapeResultTime', '7:30', 'system.badTime'],
    ['scrapeResultSitesNormal', 'https://a.example.com\nftp://b', 'system.badUrl{"line":2}'],
    ['scrapeResultSitesGd', 'https://a.example.com\nhttps://A.example.com', 'system.duplicateUrl{"line":2}'],
    [
      'scrapeResultSitesGd',
      Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`).join('\n'),
      'system.tooManySites{"max":10}',
    ],
  ])('%s = %p gives %s', (field, value, message) => {
    expect(validateSystemSetting({ ...good, [field]: value }, t)).toEqual({ [field]: message });
  });
});

describe('SystemSettingScreen', () => {
  answerDialogs(true);
  it('loads the settings and saves the changed form', async () => {
    api.post.mockImplementation((_a: string, _n: string, body: unknown) => Promise.resolve(ok(body)));
    renderWithQuery(<SystemSettingScreen />);
    const time = await screen.findByLabelText(/Result scrape time/);
    expect(time).toHaveValue('19:30');
    fireEvent.change(time, { target: { value: '20:45' } });
    fireEvent.change(screen.getByLabelText(/Result sites, GD/), {
      target: { value: ' https://gd.example.com \n\n' },
    });
    fireEvent.change(screen.getByLabelText(/Daily pool/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('Configuration', 'UpdateSystemSetting', {
      ...dto,
      scrapeResultTime: '20:45',
      dailyPool: 0,
      scrapeResultSitesGd: ['https://gd.example.com'],
    });
  });

  it('shows the errors and sends nothing when a URL is bad', async () => {
    renderWithQuery(<SystemSettingScreen />);
    const sites = await screen.findByLabelText(/Result sites, normal/);
    fireEvent.change(sites, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 1 is not a valid http(s) URL.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });
});
