import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { rule, VALIDATION_MESSAGES } from '../domain/validation';
import { renderWithUi } from '../ui/renderWithUi';
import { AmountInput } from './AmountInput';
import { CheckboxGroup } from './CheckboxGroup';
import { CheckboxInput } from './CheckboxInput';
import { FormActions } from './FormActions';
import { SelectInput } from './SelectInput';
import { SubmitForm } from './SubmitForm';
import { TextInput } from './TextInput';
import { rulesValidator, useForm } from './useForm';

const common: Record<string, string> = { ...VALIDATION_MESSAGES };

interface Values {
  username: string;
  password: string;
  amount: string;
  pool: string;
  agree: boolean;
}
const initial: Values = { username: '', password: '', amount: '', pool: '', agree: false };
const validate = rulesValidator<Values>({
  username: [rule.required(), rule.minLength(3)],
  password: [rule.required()],
  amount: [rule.required(), rule.decimal2()],
});
const pools = [
  { value: 'M', label: 'Magnum' },
  { value: 'K', label: 'Kuda' },
];

function Demo({
  onSubmit,
  start = initial,
}: {
  onSubmit: (v: Values) => Promise<void> | void;
  start?: Values;
}) {
  const form = useForm<Values>({ initialValues: start, validate, onSubmit: (v) => onSubmit(v) });
  return (
    <form {...form.formProps} aria-label="Demo">
      <TextInput label="Username" required hint="3 to 20 letters" {...form.field('username')} />
      <TextInput label="Password" type="password" required {...form.field('password')} />
      <AmountInput label="Amount" required {...form.field('amount')} />
      <SelectInput label="Pool" options={pools} {...form.field('pool')} />
      <CheckboxInput
        label="I agree"
        checked={form.values.agree}
        onChange={(v) => form.setValue('agree', v)}
      />
      <FormActions submitLabel="Save" onCancel={() => form.reset()} submitting={form.submitting} />
    </form>
  );
}

describe('form kit', () => {
  it('ties labels to the controls, marks required ones and describes them by their hint', () => {
    renderWithUi(<Demo onSubmit={jest.fn()} />, { common });
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(username).toHaveAccessibleDescription('3 to 20 letters');
    expect(screen.getByLabelText('Username*')).toBe(username);
    expect(screen.getByLabelText('Password*')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });

  it('shows the translated SPEC 5 messages on submit, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithUi(<Demo onSubmit={onSubmit} />, { common });
    await user.type(screen.getByLabelText('Username*'), 'ab');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This field minimum length not met.',
      'This field is required.',
      'This field is required.',
    ]);
    const username = screen.getByLabelText('Username*');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('3 to 20 letters This field minimum length not met.');
    await waitFor(() => expect(username).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(username, 'c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Password*')).toHaveFocus());
  });

  it('shows an error once the field was left, before any submit', () => {
    renderWithUi(<Demo onSubmit={jest.fn()} />, { common });
    fireEvent.blur(screen.getByLabelText('Password*'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['This field is required.']);
  });

  it('falls back to the first option when the value is missing and submits it (SPEC 5)', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithUi(
      <Demo
        onSubmit={onSubmit}
        start={{ ...initial, username: 'abc', password: 'x', amount: '1', pool: 'gone' }}
      />,
      { common },
    );
    const select = screen.getByRole('combobox', { name: 'Pool' });
    expect(select).toHaveValue('M');
    expect(screen.getByRole('option', { name: 'Magnum' })).toHaveProperty('selected', true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'abc',
        password: 'x',
        amount: '1',
        pool: 'M',
        agree: false,
      }),
    );
  });

  it('keeps a placeholder as the first option and gives number values back', () => {
    const onChange = jest.fn();
    renderWithUi(
      <SelectInput<number>
        label="Downline"
        placeholder=""
        value={undefined}
        onChange={onChange}
        options={[{ value: 41, label: 'demo_p1' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Downline' });
    expect(select).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: '41' } });
    expect(onChange).toHaveBeenCalledWith(41);
  });

  it('refuses letters and a third decimal as typed, and shows 2 decimals after leaving the field', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo onSubmit={jest.fn()} />, { common });
    const amount = screen.getByLabelText('Amount*');
    await user.type(amount, '1,234.5x67');
    expect(amount).toHaveValue('1234.56');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.tab();
    expect(amount).toHaveValue('12.50');
    await user.type(amount, '-');
    expect(amount).toHaveValue('12.50');
  });

  it('takes a negative amount only when allowed', () => {
    function Signed() {
      const [value, setValue] = useState('');
      return <AmountInput label="Adjustment" allowNegative value={value} onChange={setValue} />;
    }
    renderWithUi(<Signed />);
    const input = screen.getByLabelText('Adjustment');
    fireEvent.change(input, { target: { value: '-5.255' } });
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '-5.25' } });
    expect(input).toHaveValue('-5.25');
  });

  it('disables submit and cancel while submitting and ignores a second submit', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithUi(
      <Demo
        onSubmit={onSubmit}
        start={{ ...initial, username: 'abc', password: 'x', amount: '5', pool: 'K' }}
      />,
      { common },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Demo' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a server error on its field until the field changes', async () => {
    function WithServer() {
      const form = useForm<{ upline: string }>({
        initialValues: { upline: 'x' },
        onSubmit: (_v, { setError }) => setError('upline', 'No account demo_x.'),
      });
      return (
        <form {...form.formProps}>
          <TextInput label="Upline" {...form.field('upline')} />
          <FormActions submitLabel="Move" submitting={form.submitting} />
        </form>
      );
    }
    const user = userEvent.setup();
    renderWithUi(<WithServer />, { common });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account demo_x.');
    await user.type(screen.getByLabelText('Upline'), 'y');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it("ticks a checkbox group in the options' order and shows its translated error", () => {
    function Pools() {
      const [value, setValue] = useState<number[]>([]);
      return (
        <>
          <output aria-label="Ticked">{value.join(',')}</output>
          <CheckboxGroup
            label="Pools"
            options={[
              { value: 1, label: 'Magnum' },
              { value: 2, label: 'Kuda' },
              { value: 3, label: 'Toto' },
            ]}
            value={value}
            onChange={setValue}
            error={value.length === 0 ? 'REQUIRED_FIELD' : undefined}
          />
        </>
      );
    }
    renderWithUi(<Pools />, { common });
    const group = screen.getByRole('group', { name: 'Pools' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.REQUIRED_FIELD!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toto' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Magnum' }));
    expect(screen.getByRole('checkbox', { name: 'Magnum' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kuda' })).not.toBeChecked();
    expect(screen.getByLabelText('Ticked')).toHaveTextContent('1,3');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toto' }));
    expect(screen.getByRole('checkbox', { name: 'Toto' })).not.toBeChecked();
    expect(screen.getByLabelText('Ticked')).toHaveTextContent(/^1$/);
  });
});

describe('SubmitForm', () => {
  it('hands Enter in a field to onSubmit and keeps the browser from submitting', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithUi(
      <SubmitForm label="Search" onSubmit={onSubmit}>
        <input aria-label="Keyword" />
      </SubmitForm>,
    );
    const form = screen.getByRole('form', { name: 'Search' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
