import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as S from './DataTableStyles';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in force (shown again when it changes from outside, e.g. the address). */
  value: string;
  /** Applies the typed text (trimmed), after a short pause or at once with Enter. */
  onApply: (search: string) => void;
}

/** The table's global search box. */
export function SearchBox({ value, onApply }: SearchBoxProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const applied = useRef(value);
  if (shown !== value) {
    // The search changed without typing here (the address, a link): the box follows it.
    setShown(value);
    applied.current = value;
    if (text.trim() !== value) setText(value);
  }
  const apply = (next: string) => {
    if (next === applied.current) return;
    applied.current = next;
    onApply(next);
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (text.trim() === applied.current) return undefined;
    const timer = setTimeout(() => applyRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <S.SearchInput
      type="search"
      aria-label={t('table.search')}
      placeholder={t('table.searchPlaceholder')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(text.trim());
      }}
    />
  );
}
