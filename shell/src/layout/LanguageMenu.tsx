import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { language$ } from '@drawdesk/shared-kernel/bus';
import type { CookieLanguage } from '@drawdesk/shared-kernel/domain';
import { LANGUAGE_MENU } from '@drawdesk/shared-kernel/i18n';
import { theme } from '@drawdesk/shared-kernel/ui';
import { chooseLanguage } from '../language/languageChoice';
import { useSubjectValue } from '../state/useSubjectValue';

const Select = styled.select<{ $tone: 'dark' | 'light' }>`
  font: inherit;
  font-size: ${theme.font.small};
  padding: 2px 6px;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$tone === 'dark' ? 'rgba(255, 255, 255, 0.35)' : theme.colors.border)};
  background: ${(p) => (p.$tone === 'dark' ? 'transparent' : theme.colors.surface)};
  color: ${(p) => (p.$tone === 'dark' ? '#fff' : theme.colors.text)};
  option {
    color: ${theme.colors.text};
  }
`;

/** The language menu (SPEC 1): English and 中文, remembered. */
export function LanguageMenu({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('shell');
  const current = useSubjectValue(language$);
  return (
    <Select
      $tone={tone}
      aria-label={t('header.language')}
      value={current}
      onChange={(event) => chooseLanguage(event.target.value as CookieLanguage)}
    >
      {LANGUAGE_MENU.map((item) => (
        <option key={item.code} value={item.code}>
          {item.label}
        </option>
      ))}
    </Select>
  );
}
