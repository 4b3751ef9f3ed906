import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows, rule, VALIDATION_MESSAGES, type FormRules } from '../../domain';
import { renderWithUi } from '../../ui/renderWithUi';
import { Form, FormActions, GridField, pastedCells, type GridColumn } from '.';

const common: Record<string, string> = { ...VALIDATION_MESSAGES };

interface Rate {
  code: string;
  rate: string;
}
interface Values {
  items: Rate[];
}
const RULES: FormRules = {
  items: rows(
    { code: [rule.required(), rule.maxLength(2)], rate: [rule.required(), rule.twoDigitAmount()] },
    [rule.required()],
  ),
};
const COLUMNS: GridColumn<Rate>[] = [
  { name: 'code', label: 'Code' },
  { name: 'rate', label: 'Rate', kind: 'amount' },
];
const empty = (): Rate => ({ code: '', rate: '' });

function Grid({
  onSubmit,
  start = [empty(), empty()],
  growable = true,
}: {
  onSubmit: (v: Values) => unknown;
  start?: Rate[];
  growable?: boolean;
}) {
  return (
    <Form<Values> label="Rates" initialValues={{ items: start }} rules={RULES} onSubmit={onSubmit}>
      <GridField<Rate>
        name="items"
        label="Rates"
        columns={COLUMNS}
        {...(growable ? { newRow: empty, removable: true, minRows: 1, maxRows: 4 } : {})}
      />
      <FormActions submitLabel="Save" />
    </Form>
  );
}

const cell = (column: string, row: number) => screen.getByRole('textbox', { name: `${column} ${row}` });

// Typing into many cells of a formik form is slow in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('GridField', () => {
  it('moves like a spreadsheet: Enter down, arrows between rows and cells at the text edge', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Grid onSubmit={jest.fn()} />, { common });
    await user.click(cell('Code', 1));
    await user.keyboard('B{Enter}');
    expect(cell('Code', 2)).toHaveFocus();
    await user.keyboard('S{ArrowUp}');
    expect(cell('Code', 1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Rate', 1)).toHaveFocus();
    await user.keyboard('12{ArrowLeft}');
    // The caret is inside '12': the first left arrow moves the caret, not the focus.
    expect(cell('Rate', 1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell('Code', 1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Code', 2)).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell('Code', 1)).toHaveFocus();
    expect(cell('Code', 2)).toHaveValue('S');
  });

  it('adds a row on Enter in the last row, and from the button; removes rows down to the minimum', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Grid onSubmit={jest.fn()} start={[empty()]} />, { common });
    await user.type(cell('Rate', 1), '5{Enter}');
    await waitFor(() => expect(cell('Rate', 2)).toHaveFocus());
    expect(cell('Rate', 1)).toHaveValue('5.00');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(cell('Code', 3)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('button', { name: 'Add row' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2' }));
    expect(screen.getByRole('button', { name: 'Remove 1' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Code 2' })).toBeNull();
  });

  it('shows each cell its own error after a submit and sends nothing; then submits the typed rows', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Grid onSubmit={onSubmit} />, { common });
    await user.type(cell('Code', 1), 'B');
    await user.type(cell('Rate', 1), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell('Rate', 1)).toHaveAttribute('aria-invalid', 'true'));
    expect(cell('Rate', 1)).toHaveAccessibleDescription('Input value is invalid in format.');
    expect(cell('Code', 2)).toHaveAccessibleDescription('This field is required.');
    expect(cell('Code', 1)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(cell('Rate', 1)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(cell('Rate', 1));
    await user.type(cell('Rate', 1), '12.5');
    await user.type(cell('Code', 2), 'S');
    await user.type(cell('Rate', 2), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          items: [
            { code: 'B', rate: '12.50' },
            { code: 'S', rate: '0.50' },
          ],
        },
        expect.anything(),
      ),
    );
  });

  it('submits on Enter in the last row of a grid that cannot grow', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Grid
        onSubmit={onSubmit}
        growable={false}
        start={[
          { code: 'B', rate: '1' },
          { code: 'S', rate: '' },
        ]}
      />,
      { common },
    );
    await user.type(cell('Rate', 1), '{Enter}');
    expect(cell('Rate', 2)).toHaveFocus();
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      items: [
        // Leaving the cell showed the amount with 2 places; Enter in the last one submitted it as typed.
        { code: 'B', rate: '1.00' },
        { code: 'S', rate: '2' },
      ],
    });
  });

  it('fills cells from a pasted block, adding rows up to the maximum, and shows their errors at once', async () => {
    renderWithUi(<Grid onSubmit={jest.fn()} />, { common });
    fireEvent.paste(cell('Code', 2), {
      clipboardData: { getData: () => 'B\t1,2.50\nS\t7\nA\t100\nC\t1\nD\t2\n' },
    });
    await act(async () => undefined);
    expect(cell('Code', 1)).toHaveValue('');
    expect(cell('Code', 2)).toHaveValue('B');
    expect(cell('Rate', 2)).toHaveValue('12.50');
    expect(cell('Code', 3)).toHaveValue('S');
    expect(cell('Code', 4)).toHaveValue('A');
    // At most 4 rows: the last two lines have nowhere to go.
    expect(screen.queryByRole('textbox', { name: 'Code 5' })).toBeNull();
    await waitFor(() =>
      expect(cell('Rate', 4)).toHaveAccessibleDescription('Input value is invalid in format.'),
    );
    expect(cell('Code', 1)).not.toHaveAttribute('aria-invalid');
  });

  it("shows the array's own error under the table", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Grid onSubmit={jest.fn()} start={[]} />, { common });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(screen.getByRole('table', { name: 'Rates' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('splits pasted text in lines and tab-separated cells', () => {
    expect(pastedCells('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(pastedCells('1234\n5678')).toEqual([['1234'], ['5678']]);
  });
});
