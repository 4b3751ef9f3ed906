import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { theme, useObservable } from '@drawdesk/shared-kernel/ui';
import { CREDIT_NAMESPACE, registerCreditTranslations } from './i18n';

registerCreditTranslations();

/** Namespaces the credit screens' tables and fields look keys up in, first match wins. */
export const CREDIT_NAMESPACES = [CREDIT_NAMESPACE, 'common', 'ui'] as const;

/** The credit screens' translation function. */
export function useCreditT() {
  return useTranslation(CREDIT_NAMESPACE);
}

/** The logged-in user (null before the session is known). */
export function useCurrentUser(): LoginUserData | null {
  return useObservable(auth$).user;
}

/** Fields side by side, wrapping: dense forms on the 1920-wide layout. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 ${theme.space.md};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(420px, 1fr) minmax(420px, 1.4fr);
  gap: ${theme.space.md};
  align-items: start;
`;

export { Hint } from '@drawdesk/shared-kernel/ui';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;
