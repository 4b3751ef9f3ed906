import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { CheckboxField } from './CheckboxField';
import { FormActions } from './FormActions';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { renderWithUi } from '../ui/renderWithUi';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const pools = [
  { value: 1, label: 'Magnum' },
  { value: 2, label: 'Kuda' },
  { value: 3, label: 'Toto' },
];

describe('SelectField', () => {
  it('falls back to the first option when the value is missing, and writes it into the form', async () => {
    const onSubmit = jest.fn();
    renderWithUi(
      <Formik initialValues={{ poolId: 99 }} onSubmit={onSubmit}>
        <Form>
          <SelectField name="poolId" label="Pool" options={pools} />
          <FormActions />
        </Form>
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: 'Pool' });
    expect(select).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Magnum' })).toHaveProperty('selected', true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ poolId: 1 });
  });

  it('keeps a present value and gives numbers back on change', async () => {
    const onSubmit = jest.fn();
    renderWithUi(
      <Formik initialValues={{ poolId: 3 }} onSubmit={onSubmit}>
        <Form>
          <SelectField name="poolId" label="Pool" options={pools} />
          <FormActions />
        </Form>
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: 'Pool' });
    expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, 'Kuda');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ poolId: 2 });
  });
});

describe('form fields', () => {
  it('show labels and translated errors under the fields', async () => {
    const onSubmit = jest.fn();
    renderWithUi(
      <Formik
        initialValues={{ username: '', password: '', amount: undefined as number | undefined, agree: false }}
        validationSchema={object({ username: string().required('REQUIRED_FIELD'), password: string().required('Password please') })}
        onSubmit={onSubmit}
      >
        <Form>
          <TextField name="username" label="USERNAME" required />
          <PasswordField name="password" label="Password" />
          <NumberField name="amount" label="Amount" />
          <CheckboxField name="agree" label="I agree" />
          <FormActions onCancel={() => undefined} />
        </Form>
      </Formik>,
      { common: { REQUIRED_FIELD: 'This field is required.', USERNAME: 'Username' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByText('Password please')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('NumberField keeps amounts as numbers with at most 2 decimals', async () => {
    const onSubmit = jest.fn();
    renderWithUi(
      <Formik initialValues={{ amount: 5, agree: false }} onSubmit={onSubmit}>
        <Form>
          <NumberField name="amount" label="Amount" />
          <CheckboxField name="agree" label="I agree" />
          <FormActions />
        </Form>
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('5.00');
    await userEvent.clear(input);
    await userEvent.type(input, '12.345x');
    expect(input).toHaveValue('12.34');
    await userEvent.tab();
    expect(input).toHaveValue('12.34');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: 12.34, agree: true });
  });

  it('PasswordField toggles visibility', async () => {
    renderWithUi(
      <Formik initialValues={{ password: 'secret' }} onSubmit={() => undefined}>
        <Form>
          <PasswordField name="password" label="Password" />
        </Form>
      </Formik>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
