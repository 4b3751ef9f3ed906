import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from './DialogHost';
import { uiEn } from './i18n-resources.en';
import { uiMs } from './i18n-resources.ms';
import { uiZh } from './i18n-resources.zh';
import { renderWithUi } from './renderWithUi';
import { confirmDialog, showDialog } from './showDialog';

const common = {
  PERMISSION_DENIED: 'Permission Denied.',
  PROCEED_LOGOUT_ALERT: 'Are you sure you want to log out?',
};

function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithUi(<DialogHost />, { common });
  return user;
}

describe('DialogHost', () => {
  it.each([
    ['en', uiEn.dialog.confirm],
    ['zh', uiZh.dialog.confirm],
    ['ms', uiMs.dialog.confirm],
  ])('the confirm title (%s) is a plain title, not a bare word with a question mark', (_lang, title) => {
    expect(title).not.toMatch(/\?|？/);
    expect(['Confirm', '确认', 'Sahkan']).not.toContain(title);
    expect(title.length).toBeGreaterThan(0);
  });

  it.each([
    ['success', 'Success'],
    ['error', 'Error'],
    ['warning', 'Warning'],
  ] as const)('renders a %s dialog named by its default title, closed with OK', async (kind, title) => {
    const user = setup();
    let result: Promise<boolean> | undefined;
    act(() => {
      result = showDialog(kind, 'Saved the package');
    });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-kind', kind);
    expect(within(dialog).getByText('Saved the package')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'CANCEL' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('translates keys of the common namespace and shows other text as is', () => {
    setup();
    act(() => {
      void showDialog('error', 'PERMISSION_DENIED', 'DrawDesk');
    });
    const dialog = screen.getByRole('dialog', { name: 'DrawDesk' });
    expect(within(dialog).getByText('Permission Denied.')).toBeInTheDocument();
  });

  it('cuts the title at 34 and the message at 400 characters', () => {
    setup();
    const title = 'T'.repeat(50);
    const message = 'm'.repeat(450);
    act(() => {
      void showDialog('warning', message, title);
    });
    const dialog = screen.getByRole('dialog');
    const name = dialog.getAttribute('aria-labelledby') ?? '';
    const heading = document.getElementById(name)?.textContent ?? '';
    expect(Array.from(heading)).toHaveLength(34);
    expect(heading.startsWith('T'.repeat(33))).toBe(true);
    const shown = within(dialog).getByText(/^m+…$/).textContent ?? '';
    expect(Array.from(shown)).toHaveLength(400);
  });

  it('cuts a confirm message at 500 characters', () => {
    setup();
    act(() => {
      void confirmDialog('c'.repeat(600));
    });
    const shown =
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByText(/^c+…$/).textContent ?? '';
    expect(Array.from(shown)).toHaveLength(500);
  });

  it('confirm resolves true on OK and false on CANCEL', async () => {
    const user = setup();
    let first: Promise<boolean> | undefined;
    act(() => {
      first = confirmDialog('PROCEED_LOGOUT_ALERT');
    });
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);

    let second: Promise<boolean> | undefined;
    act(() => {
      second = confirmDialog('Void 3 tickets?');
    });
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await expect(second).resolves.toBe(false);
  });

  it('Escape on a confirm answers false', async () => {
    const user = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog('Delete?');
    });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('queues several dialogs and shows them one after another', async () => {
    const user = setup();
    act(() => {
      void showDialog('success', 'first message', 'First');
      void showDialog('error', 'second message', 'Second');
      void confirmDialog('third message', 'Third');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toHaveTextContent('second message');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Third' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
