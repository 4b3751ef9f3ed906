import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { renderWithUi } from './renderWithUi';

function Boom(): never {
  throw new Error('boom');
}

describe('ErrorScreen', () => {
  it('reads the SPEC text and shows the user agent', () => {
    renderWithUi(<ErrorScreen />);
    expect(
      screen.getByRole('heading', { name: 'Something went wrong, please contact admin for help' }),
    ).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent, { exact: false })).toBeInTheDocument();
  });

  it('works without any i18n instance', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ErrorScreen userAgent="TestAgent/1.0 (X11)" />);
    expect(screen.getByText('Something went wrong, please contact admin for help')).toBeInTheDocument();
    expect(screen.getByText('Browser: TestAgent/1.0 (X11)')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('ErrorBoundary renders it when a child throws', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    renderWithUi(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong, please contact admin for help')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    spy.mockRestore();
  });
});

describe('RemoteErrorPanel', () => {
  it('names the remote and retries', async () => {
    const onRetry = jest.fn();
    renderWithUi(<RemoteErrorPanel remoteName="mf-reports" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This area failed to load');
    expect(screen.getByRole('alert')).toHaveTextContent('mf-reports');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
