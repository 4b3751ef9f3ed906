import { useEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, parseDmy, parseYmd } from '../domain/format';
import { theme } from '../ui/theme';
import { FieldFrame, fieldControlCss, useFieldChrome, type FieldChromeProps } from './FieldFrame';

export type DateInputProps = FieldChromeProps &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'id' | 'required' | 'type' | 'min' | 'max'
  > & {
    /** The business date 'YYYY-MM-DD' (the API's form), '' when empty. */
    value: string;
    /** Called with 'YYYY-MM-DD' once the text is a real day within min/max, '' when emptied. */
    onChange: (value: string) => void;
    /** Earliest and latest day accepted, 'YYYY-MM-DD'. */
    min?: string | undefined;
    max?: string | undefined;
  };

const Row = styled.div`
  display: flex;
  gap: 4px;
  align-items: stretch;
  > input[type='text'] {
    ${fieldControlCss}
    flex: 1;
  }
`;
const PickButton = styled.button`
  ${fieldControlCss}
  cursor: pointer;
  padding: 0 8px;
  background: ${theme.colors.headerBg};
`;
/** The browser's own date control, only as the calendar the button opens (its text is never shown). */
const HiddenPicker = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

/**
 * The business date 'YYYY-MM-DD' of a typed date: day first (dd/mm/yyyy, d/m/yyyy, '-' or '.'
 * between), or the ISO form yyyy-mm-dd as pasted from elsewhere; null when it is neither or not a
 * real day.
 */
export function parseDateText(text: string): string | null {
  const dmy = parseDmy(text);
  if (dmy !== null) return dmy;
  const iso = text.trim();
  return parseYmd(iso) ? iso : null;
}

/** Why the typed text is not (yet) a date the field can keep: a 'common' message key. */
export function dateRefusal(text: string, min?: string, max?: string): string | undefined {
  if (text.trim() === '') return undefined;
  const ymd = parseDateText(text);
  if (ymd === null) return 'DATE_FORMAT_DMY';
  if ((min && ymd < min) || (max && ymd > max)) return 'DATE_OUT_OF_RANGE';
  return undefined;
}

/**
 * The kernel's date field: shows and accepts dd/mm/yyyy as Malaysian users write it, whatever the
 * browser's locale, and hands the form the business date 'YYYY-MM-DD'. A text that is not a real day
 * (or lies outside min/max) is kept on screen with a message and changes nothing; the calendar button
 * opens the browser's date picker. TextInput type="date" renders this field.
 */
export function DateInput({
  label,
  error,
  required,
  hint,
  value,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  ...rest
}: DateInputProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => formatDate(value));
  const [refused, setRefused] = useState<string | undefined>(undefined);
  // The format message waits until the field is left or the text is as long as a whole date.
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (reset, a reloaded record, the picker) replaces what is shown.
  const shown = useRef(value);
  useEffect(() => {
    if (value !== shown.current) {
      shown.current = value;
      setText(formatDate(value));
      setRefused(undefined);
    }
  }, [value]);
  const showRefusal = refused !== undefined && (left || text.trim().length >= 10);
  const chrome = useFieldChrome({ error: showRefusal ? refused : error, required, hint });
  const take = (next: string) => {
    setText(next);
    const why = dateRefusal(next, min, max);
    setRefused(why);
    if (why !== undefined) return;
    const ymd = next.trim() === '' ? '' : (parseDateText(next) ?? '');
    shown.current = ymd;
    if (ymd !== value) onChange(ymd);
  };
  return (
    <FieldFrame chrome={chrome} label={label} required={required} hint={hint}>
      <Row>
        <input
          {...chrome.aria}
          {...rest}
          type="text"
          inputMode="numeric"
          placeholder={t('DATE_PLACEHOLDER')}
          autoComplete="off"
          id={chrome.id}
          value={text}
          disabled={disabled}
          onChange={(e) => take(e.target.value)}
          onBlur={(e: FocusEvent<HTMLInputElement>) => {
            setLeft(true);
            // A complete day is shown in its full form (1/2/2024, 2024-02-01 -> 01/02/2024).
            if (refused === undefined && value !== '' && text !== formatDate(value))
              setText(formatDate(value));
            onBlur?.(e);
          }}
        />
        <PickButton
          type="button"
          aria-label={t('DATE_PICK')}
          title={t('DATE_PICK')}
          disabled={disabled}
          onClick={() => {
            const input = picker.current;
            if (!input) return;
            input.value = value;
            if (typeof input.showPicker === 'function') input.showPicker();
            else input.click();
          }}
        >
          📅
        </PickButton>
        <HiddenPicker
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          {...(min ? { min } : {})}
          {...(max ? { max } : {})}
          onChange={(e) => {
            if (e.target.value) take(formatDate(e.target.value));
          }}
        />
      </Row>
    </FieldFrame>
  );
}
