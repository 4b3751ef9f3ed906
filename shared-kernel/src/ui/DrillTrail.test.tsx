import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillTrail, formatDrillTrail, parseDrillTrail, type DrillStep } from './DrillTrail';
import { renderWithUi } from './renderWithUi';

const steps: DrillStep[] = [
  { userId: 12, username: 'demo_sh' },
  { userId: 15, username: 'demo_ma' },
];

describe('DrillTrail', () => {
  it('at the top: only the root step, marked current and not a button', () => {
    renderWithUi(<DrillTrail steps={[]} onGo={jest.fn()} label="Upline path" rootLabel="My downlines" />);
    const trail = screen.getByRole('navigation', { name: 'Upline path' });
    expect(within(trail).getByText('My downlines')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('button')).toBeNull();
  });

  it('each earlier step goes back to its level; the viewed one is plain text', async () => {
    const user = userEvent.setup({ delay: null });
    const onGo = jest.fn();
    renderWithUi(<DrillTrail steps={steps} onGo={onGo} label="Upline path" rootLabel="My downlines" />);
    const trail = screen.getByRole('navigation', { name: 'Upline path' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['My downlines', 'demo_sh', 'demo_ma']);
    expect(within(trail).getByText('demo_ma')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('button', { name: 'demo_ma' })).toBeNull();
    await user.click(within(trail).getByRole('button', { name: 'demo_sh' }));
    expect(onGo).toHaveBeenLastCalledWith([steps[0]]);
    await user.click(within(trail).getByRole('button', { name: 'My downlines' }));
    expect(onGo).toHaveBeenLastCalledWith([]);
  });

  it('linkCurrent: every step is a button, the viewed one marked current', async () => {
    const user = userEvent.setup({ delay: null });
    const onGo = jest.fn();
    renderWithUi(
      <DrillTrail steps={steps} onGo={onGo} label="Viewing" rootLabel="My downlines" linkCurrent />,
    );
    const trail = screen.getByRole('navigation', { name: 'Viewing' });
    expect(within(trail).getAllByRole('button')).toHaveLength(3);
    const current = within(trail).getByRole('button', { name: 'demo_ma' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('button', { name: 'demo_sh' })).not.toHaveAttribute('aria-current');
    await user.click(current);
    expect(onGo).toHaveBeenLastCalledWith(steps);
  });
});

describe('parseDrillTrail / formatDrillTrail', () => {
  it('round-trips a trail and drops malformed parts', () => {
    expect(formatDrillTrail(steps)).toBe('12:demo_sh,15:demo_ma');
    expect(parseDrillTrail(formatDrillTrail(steps))).toEqual(steps);
    expect(parseDrillTrail('x:y,,3:,0:zero,4:ok')).toEqual([{ userId: 4, username: 'ok' }]);
    expect(parseDrillTrail(null)).toEqual([]);
    expect(parseDrillTrail('')).toEqual([]);
  });
});
