import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { commonEn } from '../i18n/resources/common.en';
import { renderWithUi } from '../ui/renderWithUi';
import { amountRefusal, MAX_FIELD_AMOUNT, toAmount } from './amount';
import { AmountInput } from './AmountInput';

// Amount fields refuse what they cannot keep and say so; they never keep a value the user did not see.

describe('amountRefusal', () => {
  it('keeps what the field can hold', () => {
    for (const text of ['', '.', '0', '12.', '12.5', '1.55', '10000000000', '10000000000.00'])
      expect([text, amountRefusal(text)]).toEqual([text, undefined]);
    expect(amountRefusal('-3.25', { allowNegative: true })).toBeUndefined();
    expect(amountRefusal('1.555', { decimals: 3 })).toBeUndefined();
  });

  it('says why it refuses the rest', () => {
    expect(amountRefusal('1.555')).toBe('AMOUNT_REFUSED_DECIMALS');
    expect(amountRefusal('7.5', { decimals: 0 })).toBe('AMOUNT_REFUSED_DECIMALS');
    expect(amountRefusal('99999999999999999')).toBe('AMOUNT_REFUSED_TOO_LARGE');
    expect(amountRefusal('10000000000.01')).toBe('AMOUNT_REFUSED_TOO_LARGE');
    expect(amountRefusal('-10000000001', { allowNegative: true })).toBe('AMOUNT_REFUSED_TOO_LARGE');
    expect(amountRefusal('101', { max: 100 })).toBe('AMOUNT_REFUSED_TOO_LARGE');
    expect(amountRefusal('12a')).toBe('AMOUNT_REFUSED_NOT_A_NUMBER');
    expect(amountRefusal('-5')).toBe('AMOUNT_REFUSED_NOT_A_NUMBER');
    expect(MAX_FIELD_AMOUNT).toBe(10_000_000_000);
  });
});

function Field({ start = '', max }: { start?: string; max?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <AmountInput label="Credit limit" value={value} onChange={setValue} {...(max ? { max } : {})} />
      <output aria-label="Saved">{String(toAmount(value) ?? 'none')}</output>
    </>
  );
}
const common = commonEn as unknown as Record<string, string>;

describe('AmountInput', () => {
  it('a pasted 1.555 is refused, the field keeps what it showed and says why', () => {
    renderWithUi(<Field start="0.00" />, { common });
    const input = screen.getByLabelText('Credit limit');
    fireEvent.change(input, { target: { value: '1.555' } });
    expect(input).toHaveValue('0.00');
    expect(screen.getByText(commonEn.AMOUNT_REFUSED_DECIMALS)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The value a form would save is the one on screen.
    expect(screen.getByLabelText('Saved')).toHaveTextContent('0');
    // The next accepted change clears the message.
    fireEvent.change(input, { target: { value: '1.55' } });
    expect(input).toHaveValue('1.55');
    expect(screen.queryByText(commonEn.AMOUNT_REFUSED_DECIMALS)).toBeNull();
    expect(screen.getByLabelText('Saved')).toHaveTextContent('1.55');
  });

  it('an amount beyond what the server accepts is refused, not shown rounded', () => {
    renderWithUi(<Field />, { common });
    const input = screen.getByLabelText('Credit limit');
    fireEvent.change(input, { target: { value: '99999999999999999' } });
    expect(input).toHaveValue('');
    expect(screen.getByText(commonEn.AMOUNT_REFUSED_TOO_LARGE)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '10,000,000,000' } });
    expect(input).toHaveValue('10000000000');
    fireEvent.blur(input);
    expect(input).toHaveValue('10000000000.00');
  });

  it('a smaller maximum of the screen is kept too', () => {
    renderWithUi(<Field max={100} />, { common });
    const input = screen.getByLabelText('Credit limit');
    fireEvent.change(input, { target: { value: '100.01' } });
    expect(input).toHaveValue('');
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(commonEn.AMOUNT_REFUSED_TOO_LARGE);
  });
});
