import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_PASSWORD_RULES, rule, VALIDATION_MESSAGES, type FormRules } from '../../domain';
import { renderWithUi } from '../../ui/renderWithUi';
import {
  AmountField,
  CheckboxField,
  CheckboxGroupField,
  Form,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
} from '.';

const common: Record<string, string> = { ...VALIDATION_MESSAGES };

interface Values {
  username: string;
  password: string;
  amount: string;
  pool: string;
  agree: boolean;
  pools: number[];
  remark: string;
}
const initial: Values = {
  username: '',
  password: '',
  amount: '',
  pool: '',
  agree: false,
  pools: [],
  remark: '',
};
const RULES: FormRules = {
  username: [rule.required(), rule.minLength(3)],
  password: [rule.required()],
  amount: [rule.required(), rule.decimal2()],
  pools: [rule.minLength(1, 'SELECT_AT_LEAST_ONE_POOL'), rule.required('SELECT_AT_LEAST_ONE_POOL')],
  remark: [rule.maxLength(10)],
};
const pools = [
  { value: 'M', label: 'Magnum' },
  { value: 'K', label: 'Kuda' },
];

function Demo({ onSubmit, start = initial }: { onSubmit: (v: Values) => unknown; start?: Values }) {
  return (
    <Form<Values> label="Demo" initialValues={start} rules={RULES} onSubmit={(v) => onSubmit(v)}>
      <TextField name="username" label="Username" required hint="3 to 20 letters" />
      <TextField name="password" label="Password" type="password" required />
      <AmountField name="amount" label="Amount" required />
      <SelectField name="pool" label="Pool" options={pools} />
      <CheckboxField name="agree" label="I agree" />
      <CheckboxGroupField<number>
        name="pools"
        label="Pools"
        options={[
          { value: 1, label: 'Magnum' },
          { value: 2, label: 'Toto' },
        ]}
      />
      <TextAreaField name="remark" label="Remark" />
      <FormActions submitLabel="Save" onCancel={() => undefined} />
    </Form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('formik-bound kit', () => {
  it('ties labels to the controls like the controlled kit', async () => {
    renderWithUi(<Demo onSubmit={jest.fn()} />, { common });
    // The select reports its fallback option to the form (SPEC 5), which then validates.
    await act(async () => undefined);
    expect(screen.getByRole('combobox', { name: 'Pool' })).toHaveValue('M');
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(username).toHaveAccessibleDescription('3 to 20 letters');
    expect(screen.getByLabelText('Password*')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Remark' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('form', { name: 'Demo' })).toBeInTheDocument();
  });

  it('shows the translated SPEC 5 messages on submit, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Demo onSubmit={onSubmit} />, { common });
    await user.type(screen.getByLabelText('Username*'), 'ab');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'This field minimum length not met.',
        'This field is required.',
        'This field is required.',
        'Please select at least one pool',
      ]),
    );
    const username = screen.getByLabelText('Username*');
    expect(username).toHaveAccessibleDescription('3 to 20 letters This field minimum length not met.');
    await waitFor(() => expect(username).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error once the field was left, before any submit', async () => {
    renderWithUi(<Demo onSubmit={jest.fn()} />, { common });
    fireEvent.blur(screen.getByLabelText('Password*'));
    await waitFor(() => expect(alerts()).toEqual(['This field is required.']));
  });

  it('submits the values on Enter, with the select fallen back to its first option (SPEC 5)', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Demo onSubmit={onSubmit} start={{ ...initial, pool: 'gone', pools: [2] }} />, { common });
    expect(screen.getByRole('combobox', { name: 'Pool' })).toHaveValue('M');
    await user.type(screen.getByLabelText('Username*'), 'abc');
    await user.type(screen.getByLabelText('Password*'), 'x');
    await user.type(screen.getByLabelText('Amount*'), '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('checkbox', { name: 'Magnum' }));
    await user.type(screen.getByLabelText('Remark'), 'note');
    await user.type(screen.getByLabelText('Username*'), '{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'abc',
        password: 'x',
        amount: '12.50',
        pool: 'M',
        agree: true,
        pools: [1, 2],
        remark: 'note',
      }),
    );
  });

  it('disables submit and cancel while submitting and ignores a second submit', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Demo
        onSubmit={onSubmit}
        start={{ ...initial, username: 'abc', password: 'x', amount: '5', pools: [1] }}
      />,
      { common },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Demo' }));
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('shows a server error on its field until the field changes (helper and failed reply)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Form<{ upline: string; code: string }>
        initialValues={{ upline: 'x', code: '' }}
        errorField={(message) => (message.includes('code') ? 'code' : undefined)}
        onSubmit={(values, { setFieldError }) => {
          if (values.code === '') setFieldError('upline', 'No account demo_x.');
          else return { success: false, message: 'Unknown code ZZ' };
          return undefined;
        }}
      >
        <TextField name="upline" label="Upline" />
        <TextField name="code" label="Code" />
        <FormActions submitLabel="Move" />
      </Form>,
      { common },
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account demo_x.');
    await waitFor(() => expect(screen.getByLabelText('Upline')).toHaveFocus());
    await user.type(screen.getByLabelText('Upline'), 'y');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Code'), 'ZZ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown code ZZ');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a confirm field against its sibling with the domain rules', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Form
        initialValues={{ oldPassword: 'a', newPassword: 'Secret#1', confirmPassword: '' }}
        rules={CHANGE_PASSWORD_RULES}
        onSubmit={jest.fn()}
      >
        <TextField name="confirmPassword" label="Confirm" type="password" />
        <FormActions submitLabel="Change" />
      </Form>,
      { common },
    );
    await user.type(screen.getByLabelText('Confirm'), 'Secret#2');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm password and password do not match.');
  });
});
