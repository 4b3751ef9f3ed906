import { act, screen } from '@testing-library/react';
import { busy$ } from '../bus';
import { AmountText } from './AmountText';
import { BusyIndicator } from './BusyIndicator';
import { renderWithUi } from './renderWithUi';

describe('BusyIndicator', () => {
  afterEach(() => act(() => busy$.next(0)));

  it('is visible only while busy$ is above zero', () => {
    renderWithUi(<BusyIndicator />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => busy$.next(2));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => busy$.next(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => busy$.next(0));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('AmountText', () => {
  it('formats with 2 decimals and thousand separators, green or red by sign', () => {
    renderWithUi(
      <>
        <AmountText value={1234567.5} />
        <AmountText value={0} />
        <AmountText value={-42.126} />
      </>,
    );
    expect(screen.getByText('1,234,567.50')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('0.00')).toHaveAttribute('data-tone', 'positive');
    const negative = screen.getByText('-42.13');
    expect(negative).toHaveAttribute('data-tone', 'negative');
    expect(negative).toHaveStyle({ color: '#c62828' });
  });
});
