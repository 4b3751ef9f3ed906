import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@drawdesk/shared-kernel/api';
import { fail, installFakeApi } from '../testing/fakeApi';
import { resetShellState, setupShellI18n } from '../testing/renderShell';
import { LoginPage } from './LoginPage';

beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  installFakeApi({ 'Account/Login': () => fail('Invalid username or password.') });
});
afterEach(() => jest.restoreAllMocks());

describe('login page: loading the page after login', () => {
  it('starts when the user starts typing, not on first load', async () => {
    const prepareNext = jest.fn();
    render(<LoginPage prepareNext={prepareNext} />);
    const username = await screen.findByLabelText(/Username/);
    expect(prepareNext).not.toHaveBeenCalled();
    await userEvent.setup().type(username, 'a');
    expect(prepareNext).toHaveBeenCalled();
  });

  it('sends the login call before asking for the next page (autofilled fields: no typing)', async () => {
    const order: string[] = [];
    const call = api.call.bind(api);
    jest.spyOn(api, 'call').mockImplementation((...args: Parameters<typeof api.call>) => {
      order.push(`call ${args[1]}`);
      return call(...args);
    });
    const prepareNext = jest.fn(() => order.push('prepareNext'));
    render(<LoginPage prepareNext={prepareNext} />);
    // As a password manager fills them: values set without input events on the card.
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'demo_co' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Demo@12345' } });
    order.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(order).toContain('prepareNext'));
    expect(order.slice(0, 2)).toEqual(['call Login', 'prepareNext']);
  });
});
