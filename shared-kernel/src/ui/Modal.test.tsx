import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { renderWithUi } from './renderWithUi';

describe('Modal', () => {
  it('is a dialog named by its title, closed by the close button and Escape', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    renderWithUi(
      <Modal open title="T123456789" onClose={onClose}>
        <textarea aria-label="Receipt" readOnly value="D 1234" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'T123456789' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Receipt' })).toHaveValue('D 1234');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox', { name: 'Receipt' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    renderWithUi(<Modal open={false} title="Hidden" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
