/**
 * The two kinds of grid screens, built only from the kernel: a draw result (prize rows × pools of
 * 4-digit numbers) and a package (rows of bet codes and rates). The rules are domain rule
 * descriptions, so what the form refuses is what the server's plain checks (validateForm) refuse.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorPaths, rows, rule, validateForm, VALIDATION_MESSAGES, type FormRules } from '../../domain';
import { renderWithUi } from '../../ui/renderWithUi';
import { Form, FormActions, GridField, type GridColumn } from '.';

const common: Record<string, string> = { ...VALIDATION_MESSAGES };
jest.setTimeout(60_000);

const FOUR_DIGITS = [rule.required(), rule.digitsOnly(), rule.minLength(4), rule.maxLength(4)];

describe('a results-like grid: prize rows × pools', () => {
  type PrizeRow = { prize: string; M: string; K: string; T: string };
  const PRIZES = ['1st', '2nd', '3rd', 'Special 1', 'Special 2', 'Consolation 1', 'Consolation 2'];
  const RESULT_RULES: FormRules = {
    prizes: rows({ M: FOUR_DIGITS, K: FOUR_DIGITS, T: FOUR_DIGITS }),
  };
  const columns: GridColumn<PrizeRow>[] = [
    { name: 'M', label: 'Magnum', inputMode: 'numeric', maxLength: 4 },
    { name: 'K', label: 'Kuda', inputMode: 'numeric', maxLength: 4 },
    { name: 'T', label: 'Toto', inputMode: 'numeric', maxLength: 4 },
  ];
  const start = { prizes: PRIZES.map((prize) => ({ prize, M: '', K: '', T: '' })) };

  function ResultForm({ onSubmit }: { onSubmit: (v: typeof start) => unknown }) {
    return (
      <Form label="Result" initialValues={start} rules={RESULT_RULES} onSubmit={onSubmit}>
        <GridField<PrizeRow>
          name="prizes"
          label="Prize numbers"
          columns={columns}
          rowLabel={(r) => r.prize}
        />
        <FormActions submitLabel="Save result" />
      </Form>
    );
  }

  it('takes a column of numbers typed with Enter and the rest pasted from a spreadsheet, then saves', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(<ResultForm onSubmit={onSubmit} />, { common });
    const table = screen.getByRole('table', { name: 'Prize numbers' });
    await user.click(within(table).getByRole('textbox', { name: 'Magnum 1st' }));
    await user.keyboard('1234{Enter}0001{Enter}9999{Enter}4321{Enter}5678{Enter}0420{Enter}8888');
    expect(within(table).getByRole('textbox', { name: 'Magnum Consolation 2' })).toHaveFocus();
    const block = PRIZES.map((_, i) => `${String(1000 + i)}\t${String(2000 + i)}`).join('\n');
    fireEvent.paste(within(table).getByRole('textbox', { name: 'Kuda 1st' }), {
      clipboardData: { getData: () => block },
    });
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saved = onSubmit.mock.calls[0][0] as typeof start;
    expect(saved.prizes.map((p) => [p.prize, p.M, p.K, p.T])).toEqual([
      ['1st', '1234', '1000', '2000'],
      ['2nd', '0001', '1001', '2001'],
      ['3rd', '9999', '1002', '2002'],
      ['Special 1', '4321', '1003', '2003'],
      ['Special 2', '5678', '1004', '2004'],
      ['Consolation 1', '0420', '1005', '2005'],
      ['Consolation 2', '8888', '1006', '2006'],
    ]);
    // The server's plain checks accept what the form sent.
    expect(validateForm(saved, RESULT_RULES)).toEqual({});
  });

  it('marks the cells the server would refuse, with the same messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<ResultForm onSubmit={jest.fn()} />, { common });
    const table = screen.getByRole('table', { name: 'Prize numbers' });
    await user.type(within(table).getByRole('textbox', { name: 'Magnum 1st' }), '12a4');
    await user.type(within(table).getByRole('textbox', { name: 'Kuda 1st' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(within(table).getByRole('textbox', { name: 'Magnum 1st' })).toHaveAccessibleDescription(
        'This field accepts only digit number.',
      ),
    );
    expect(within(table).getByRole('textbox', { name: 'Kuda 1st' })).toHaveAccessibleDescription(
      'This field minimum length not met.',
    );
    const values = {
      prizes: start.prizes.map((p, i) => (i === 0 ? { ...p, M: '12a4', K: '123' } : p)),
    };
    const shown = errorPaths(validateForm(values, RESULT_RULES));
    expect(shown.slice(0, 3)).toEqual([
      ['prizes[0].M', 'DIGIT_ONLY'],
      ['prizes[0].K', 'MIN_LENGTH_NO_MET'],
      ['prizes[0].T', 'REQUIRED_FIELD'],
    ]);
    expect(table.querySelectorAll('[aria-invalid="true"]')).toHaveLength(shown.length);
  });
});

describe('a package-like grid: bet codes × rates', () => {
  type RateRow = { code: string; rate: string; commission: string };
  const CODES = [
    { value: 'B', label: 'Big' },
    { value: 'S', label: 'Small' },
    { value: 'A', label: '3A' },
  ];
  const PACKAGE_RULES: FormRules = {
    name: [rule.required(), rule.maxLength(20)],
    rates: rows(
      {
        code: [rule.required(), rule.oneOf(CODES.map((c) => c.value))],
        rate: [rule.required(), rule.amount(), rule.min(0.01), rule.max(9999)],
        commission: [rule.required(), rule.twoDigitAmount()],
      },
      [rule.required()],
    ),
  };
  const columns: GridColumn<RateRow>[] = [
    { name: 'code', label: 'Code', kind: 'select', options: CODES },
    { name: 'rate', label: 'Rate', kind: 'amount' },
    { name: 'commission', label: 'Commission %', kind: 'amount' },
  ];
  const newRow = (): RateRow => ({ code: '', rate: '', commission: '' });

  it('adds rows, moves with the keys, and saves codes with 2-place rates', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Form
        label="Package"
        initialValues={{ name: 'P1', rates: [newRow()] }}
        rules={PACKAGE_RULES}
        onSubmit={onSubmit}
      >
        <GridField<RateRow>
          name="rates"
          label="Rates"
          columns={columns}
          newRow={newRow}
          removable
          minRows={1}
        />
        <FormActions submitLabel="Save package" />
      </Form>,
      { common },
    );
    const table = screen.getByRole('table', { name: 'Rates' });
    // A missing code falls back to the first option (SPEC 5).
    await waitFor(() => expect(within(table).getByRole('combobox', { name: 'Code 1' })).toHaveValue('B'));
    await user.type(within(table).getByRole('textbox', { name: 'Rate 1' }), '2500{ArrowRight}');
    expect(within(table).getByRole('textbox', { name: 'Commission % 1' })).toHaveFocus();
    await user.keyboard('12.5{Enter}');
    await waitFor(() => expect(within(table).getByRole('textbox', { name: 'Commission % 2' })).toHaveFocus());
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Code 2' }), 'Small');
    await user.type(within(table).getByRole('textbox', { name: 'Rate 2' }), '3500');
    await user.type(within(table).getByRole('textbox', { name: 'Commission % 2' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() =>
      expect(within(table).getByRole('textbox', { name: 'Commission % 2' })).toHaveAccessibleDescription(
        'Input value is invalid in format.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(within(table).getByRole('textbox', { name: 'Commission % 2' }));
    await user.type(within(table).getByRole('textbox', { name: 'Commission % 2' }), '9');
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saved = onSubmit.mock.calls[0][0] as { name: string; rates: RateRow[] };
    expect(saved).toEqual({
      name: 'P1',
      rates: [
        { code: 'B', rate: '2500.00', commission: '12.50' },
        { code: 'S', rate: '3500.00', commission: '9.00' },
      ],
    });
    expect(validateForm(saved, PACKAGE_RULES)).toEqual({});
  });
});
