import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillTrail, formatTrail, parseTrail } from './DrillTrail';

it('keeps the drill-down trail in the URL', () => {
  const trail = [
    { userId: 7, username: 'demo_sh' },
    { userId: 8, username: 'demo_ma' },
  ];
  expect(parseTrail(formatTrail(trail))).toEqual(trail);
  expect(parseTrail('x:y,,3:')).toEqual([]);
});

it('shows the current step as text and the steps above it as links', async () => {
  const user = userEvent.setup({ delay: null });
  const onGo = jest.fn();
  const trail = [
    { userId: 7, username: 'demo_sh' },
    { userId: 8, username: 'demo_ma' },
  ];
  render(<DrillTrail trail={trail} label="Trail" topLabel="Top" onGo={onGo} />);
  expect(screen.getByRole('navigation', { name: 'Trail' })).toBeInTheDocument();
  expect(screen.getByText('demo_ma')).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: 'demo_sh' }));
  expect(onGo).toHaveBeenLastCalledWith([trail[0]]);
  await user.click(screen.getByRole('button', { name: 'Top' }));
  expect(onGo).toHaveBeenLastCalledWith([]);
});

it('shows Top as the current step when there is no trail', () => {
  render(<DrillTrail trail={[]} label="Trail" topLabel="Top" onGo={jest.fn()} />);
  expect(screen.getByText('Top')).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('button')).toBeNull();
});
