import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from './theme';

export interface ErrorScreenProps {
  /** Defaults to navigator.userAgent. */
  userAgent?: string;
}

const Box = styled.div`
  max-width: 720px;
  margin: 15vh auto 0;
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  font-family: ${theme.font.family};
  h1 {
    margin: 0 0 ${theme.space.md};
    font-size: 18px;
    color: ${theme.colors.danger};
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.font.small};
    overflow-wrap: anywhere;
  }
`;

/**
 * The error screen of SPEC 2.7. Works even when i18n is not initialised (default values), since it
 * is what shows when something upstream broke.
 */
export function ErrorScreen({ userAgent }: ErrorScreenProps) {
  const { t } = useTranslation('ui');
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return (
    <Box role="alert">
      <h1>
        {t('layout.errorScreen', { defaultValue: 'Something went wrong, please contact admin for help' })}
      </h1>
      <p>
        {t('layout.userAgent', {
          userAgent: agent,
          defaultValue: `Browser: ${agent}`,
          interpolation: { escapeValue: false },
        })}
      </p>
    </Box>
  );
}
