import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { commonEn } from '../i18n/resources/common.en';
import { renderWithUi } from '../ui/renderWithUi';
import { dateRefusal, parseDateText } from './DateInput';
import { TextInput } from './TextInput';

// The kernel's date field: dd/mm/yyyy on screen whatever the browser's locale, the business date
// 'YYYY-MM-DD' in the value.

const common = commonEn as unknown as Record<string, string>;

function Field({ start = '', min, max }: { start?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TextInput
        type="date"
        label="From"
        value={value}
        onChange={setValue}
        {...(min ? { min } : {})}
        {...(max ? { max } : {})}
      />
      <output aria-label="Value">{value}</output>
    </>
  );
}

describe('parseDateText / dateRefusal', () => {
  it('day first, or ISO as pasted', () => {
    expect(parseDateText('26/11/2026')).toBe('2026-11-26');
    expect(parseDateText('2026-11-26')).toBe('2026-11-26');
    expect(parseDateText('11/26/2026')).toBeNull();
    expect(dateRefusal('')).toBeUndefined();
    expect(dateRefusal('31/02/2026')).toBe('DATE_FORMAT_DMY');
    expect(dateRefusal('01/01/2026', '2026-01-02')).toBe('DATE_OUT_OF_RANGE');
    expect(dateRefusal('03/01/2026', undefined, '2026-01-02')).toBe('DATE_OUT_OF_RANGE');
  });
});

describe('a date field (TextInput type="date")', () => {
  it('shows the business date as dd/mm/yyyy and hands back YYYY-MM-DD', () => {
    renderWithUi(<Field start="2026-11-26" />, { common });
    const input = screen.getByLabelText('From');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('26/11/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '25/11/2026' } });
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-11-25');
    // d/m/yyyy is read too and shown in full once the field is left.
    fireEvent.change(input, { target: { value: '1/2/2024' } });
    expect(screen.getByLabelText('Value')).toHaveTextContent('2024-02-01');
    fireEvent.blur(input);
    expect(input).toHaveValue('01/02/2024');
  });

  it('a day that does not exist changes nothing and says how to write it', () => {
    renderWithUi(<Field start="2026-11-26" />, { common });
    const input = screen.getByLabelText('From');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(input).toHaveValue('31/02/2026');
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-11-26');
    expect(screen.getByRole('alert')).toHaveTextContent(commonEn.DATE_FORMAT_DMY);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Month first (as an en-US browser would show it) is not taken for a day first.
    fireEvent.change(input, { target: { value: '11/26/2026' } });
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-11-26');
  });

  it('keeps within min and max', () => {
    renderWithUi(<Field min="2026-11-26" max="2026-12-31" />, { common });
    const input = screen.getByLabelText('From');
    fireEvent.change(input, { target: { value: '25/11/2026' } });
    expect(screen.getByLabelText('Value')).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent(commonEn.DATE_OUT_OF_RANGE);
    fireEvent.change(input, { target: { value: '26/11/2026' } });
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-11-26');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new value from outside (a reset) replaces the text', () => {
    function Resettable() {
      const [value, setValue] = useState('2026-11-26');
      return (
        <>
          <TextInput type="date" label="From" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2026-01-05')}>
            Reset
          </button>
        </>
      );
    }
    renderWithUi(<Resettable />, { common });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('From')).toHaveValue('05/01/2026');
  });
});
