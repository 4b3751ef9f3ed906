import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import NumberMeaningScreen, { validateMeaning } from './NumberMeaningScreen';
import { answerDialogs, loginAs, ok, setupSettingsI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { post: jest.Mock; fetchPage: jest.Mock } };

const row = { number: '07', meaningEn: 'Dragon', meaningZh: '龙', updatedAt: '2026-11-22T08:00:00.000Z' };

beforeAll(setupSettingsI18n);
beforeEach(() => {
  api.post.mockReset();
  api.fetchPage.mockReset();
  api.fetchPage.mockResolvedValue({ success: true, rows: [row], totalCount: 1, overallInfo: null });
});

describe('meaning rules', () => {
  it.each([
    [{ number: '07', meaningEn: 'Dragon', meaningZh: '' }, {}],
    [{ number: '', meaningEn: 'x', meaningZh: '' }, { number: 'REQUIRED_FIELD' }],
    [{ number: '12345', meaningEn: 'x', meaningZh: '' }, { number: 'MAX_LENGTH_EXCEEDED' }],
    [{ number: '1a', meaningEn: 'x', meaningZh: '' }, { number: 'DIGIT_ONLY' }],
    [{ number: '1', meaningEn: ' ', meaningZh: '' }, { meaningEn: 'one' }],
    [{ number: '1', meaningEn: 'x'.repeat(201), meaningZh: '' }, { meaningEn: 'MAX_LENGTH_EXCEEDED' }],
  ])('%p gives %p', (values, errors) => {
    expect(validateMeaning({ isNew: true, ...values }, 'one')).toEqual(errors);
  });
});

describe('NumberMeaningScreen', () => {
  const dialogs = answerDialogs(true);

  it('searches by keyword for any user, without edit controls', async () => {
    loginAs({ userRoleId: 5, username: 'demo_p1', userId: 40 });
    render(<NumberMeaningScreen />);
    expect(await screen.findByText('Dragon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add meaning' })).not.toBeInTheDocument();
    expect(screen.queryByText('Import CSV')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Keyword (number or meaning)'), { target: { value: ' dragon ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.fetchPage).toHaveBeenLastCalledWith(
        'Configuration',
        'GetTipSourceByKeyword',
        { keyword: 'dragon' },
        expect.objectContaining({ startCount: 0 }),
      ),
    );
  });

  it('lets the super admin add and delete meanings (confirmed)', async () => {
    loginAs();
    api.post.mockResolvedValue(ok(row));
    render(<NumberMeaningScreen />);
    expect(await screen.findByText('Dragon')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add meaning' }));
    const form = within(await screen.findByRole('form', { name: 'Add a number meaning' }));
    fireEvent.change(form.getByLabelText(/^Number/), { target: { value: '88' } });
    fireEvent.change(form.getByLabelText('Meaning (English)'), { target: { value: 'Double prosperity' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'CreateOrUpdateNumberMeaning', {
        number: '88',
        meaningEn: 'Double prosperity',
        meaningZh: '',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete 07' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'DeleteNumberMeaning', { number: '07' }),
    );
    expect(dialogs.some((d) => d.kind === 'confirm' && d.message === 'Delete the meaning of 07?')).toBe(true);
  });

  it('imports a CSV file and lists every bad line the server reports', async () => {
    loginAs();
    api.post.mockResolvedValue({
      success: false,
      message: 'Nothing imported.',
      code: 1,
      data: { errors: [{ line: 3, message: 'The number must have 1 to 4 digits.' }] },
    });
    render(<NumberMeaningScreen />);
    const csv = 'number,meaning_en,meaning_zh\n1,a,b\n12345,c,d\n';
    const file = new File([csv], 'meanings.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(csv) });
    fireEvent.change(await screen.findByLabelText(/CSV file/), { target: { files: [file] } });
    expect(await screen.findByText('Line 3: The number must have 1 to 4 digits.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      'Configuration',
      'ImportNumberMeanings',
      { csv },
      { failureDialog: false },
    );
  });
});
