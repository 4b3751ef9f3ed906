import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@drawdesk/shared-kernel/routing';
import { page, renderWithQuery } from '@drawdesk/shared-kernel/testing';
import { validatePayment } from './model';
import PaymentScreen, { PaymentForm } from './PaymentScreen';
import { answerDialogs, ok, setupPaymentsI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
  newRequestKey: () => '0123456789abcdef0123456789abcdef',
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; post: jest.Mock; fetchPage: jest.Mock };
};

const downlines = [
  {
    userId: 41,
    username: 'demo_p1',
    fullName: '',
    userRoleId: 5,
    agentLevel: null,
    status: 'active' as const,
  },
];

beforeAll(setupPaymentsI18n);
beforeEach(() => client.post.mockReset());

describe('payment rules', () => {
  it('needs a target and an amount of 0.01 or more with 2 decimals', () => {
    expect(validatePayment({ targetUserId: undefined, paymentType: 1, amount: undefined })).toEqual({
      targetUserId: 'REQUIRED_FIELD',
      amount: 'REQUIRED_FIELD',
    });
    expect(validatePayment({ targetUserId: 41, paymentType: 1, amount: 0 })).toEqual({ amount: 'MIN_ERROR' });
    expect(validatePayment({ targetUserId: 41, paymentType: 2, amount: 10.25 })).toEqual({});
  });
});

describe('PaymentForm confirmed', () => {
  const dialogs = answerDialogs(true);
  it('explains the direction, confirms and makes the payment', async () => {
    client.post.mockResolvedValue(ok({ initialAmount: 0, finalAmount: -25.5 }));
    const onPaid = jest.fn();
    render(<PaymentForm downlines={downlines} onPaid={onPaid} />);
    fireEvent.change(screen.getByLabelText(/^Downline/), { target: { value: '41' } });
    expect(screen.getByTestId('payment-explain')).toHaveTextContent('You pay demo_p1');
    fireEvent.change(screen.getByLabelText('Payment type'), { target: { value: '2' } });
    expect(screen.getByTestId('payment-explain')).toHaveTextContent('demo_p1 pays you');
    fireEvent.change(screen.getByLabelText('Payment type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '25.5' } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '25.555' } }); // a third decimal is refused
    fireEvent.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Transfer credit of 25.50 with demo_p1?' });
    expect(client.post).toHaveBeenCalledWith('Payment', 'MakePayment', {
      targetUserId: 41,
      paymentType: 1,
      amount: 25.5,
      paymentKey: '0123456789abcdef0123456789abcdef',
    });
    expect(onPaid).toHaveBeenCalledWith({
      initialAmount: 0,
      finalAmount: -25.5,
      target: 'demo_p1',
      paymentType: 1,
      amount: 25.5,
    });
  });

  it('shows required errors without asking', async () => {
    render(<PaymentForm downlines={downlines} onPaid={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(dialogs).toHaveLength(0);
  });
});

describe('PaymentForm cancelled', () => {
  answerDialogs(false);
  it('makes no payment when the confirmation is cancelled', async () => {
    render(<PaymentForm downlines={downlines} onPaid={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Downline/), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make payment' })).toBeEnabled());
    expect(client.post).not.toHaveBeenCalled();
  });
});

describe('PaymentScreen', () => {
  const renderScreen = () =>
    renderWithQuery(
      <MemoryRouter>
        <PaymentScreen />
      </MemoryRouter>,
    );

  it('offers the downlines it loaded, and searches the history by the dates given', async () => {
    client.get.mockReset().mockResolvedValue(ok(downlines));
    client.fetchPage.mockReset().mockResolvedValue(page([], { totalTransfer: 0, totalReceive: 0 }));
    renderScreen();
    expect(await screen.findByRole('option', { name: 'demo_p1' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('Account', 'GetDirectDownlines', undefined, {
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-03-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Payment',
        'GetPaymentHistory',
        { fromDate: '2031-03-01', toDate: '2031-03-05' },
        expect.anything(),
      ),
    );
  });

  it('sends the table search to the server with the filters', async () => {
    client.get.mockReset().mockResolvedValue(ok(downlines));
    client.fetchPage.mockReset().mockResolvedValue(page([], { totalTransfer: 0, totalReceive: 0 }));
    renderScreen();
    await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' demo_p ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Payment',
        'GetPaymentHistory',
        { search: 'demo_p' },
        expect.objectContaining({ startCount: 0, search: 'demo_p' }),
      ),
    );
  });

  it('says so when there is no downline to pay', async () => {
    client.get.mockReset().mockResolvedValue(ok([]));
    client.fetchPage.mockReset().mockResolvedValue(page([]));
    renderScreen();
    expect(await screen.findByText('You have no direct downline to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Make a payment' })).toBeNull();
  });
});
