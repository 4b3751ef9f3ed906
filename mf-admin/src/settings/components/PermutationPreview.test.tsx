import { render, screen, within } from '@testing-library/react';
import { setupSettingsI18n } from '../testing';
import { PermutationPreview } from './PermutationPreview';

beforeAll(setupSettingsI18n);

describe('PermutationPreview', () => {
  it('lists the 24 permutations of a 24P number', () => {
    render(<PermutationPreview number="1234" type="24P" />);
    expect(screen.getByTestId('red-preview')).toHaveTextContent('Preview: 24 number(s)');
    const list = screen.getByRole('list', { name: 'Permutations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(list).getByText('4321')).toBeInTheDocument();
  });
  it('shows the mismatch message', () => {
    render(<PermutationPreview number="1122" type="24P" />);
    expect(screen.getByTestId('red-preview')).toHaveTextContent('Number 1122 has 6 permutations');
  });
});
