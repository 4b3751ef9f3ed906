import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../renderWithUi';
import { TablePager } from './TablePager';

const numbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('TablePager', () => {
  it('shows the range, a window of 7 pages around the current one, and moves', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = jest.fn();
    renderWithUi(
      <TablePager page={10} pageCount={25} from={91} to={100} totalCount={1234} onPage={onPage} />,
    );
    expect(screen.getByText('91–100 of 1,234')).toBeInTheDocument();
    expect(numbers()).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPage.mock.calls.map(([p]) => p)).toEqual([1, 9, 11, 25, 12]);
  });

  it('go-to clamps into range and ignores what is not a number', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = jest.fn();
    renderWithUi(<TablePager page={1} pageCount={5} from={1} to={10} totalCount={50} onPage={onPage} />);
    const input = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.type(input, '99{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(5);
    expect(input).toHaveValue(5);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('disables the buttons at the ends', () => {
    renderWithUi(<TablePager page={1} pageCount={1} from={0} to={0} totalCount={0} onPage={jest.fn()} />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });
});
