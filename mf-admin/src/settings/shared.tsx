import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { Button, theme, useObservable } from '@drawdesk/shared-kernel/ui';
import { registerSettingsTranslations, NAMESPACE } from './i18n';

registerSettingsTranslations();

/** Namespaces the settings screens' tables look keys up in, first match wins. */
export const SETTINGS_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

export function useSettingsT() {
  return useTranslation(NAMESPACE);
}

/** The logged-in user (null before the session is known). */
export function useCurrentUser(): LoginUserData | null {
  return useObservable(auth$).user;
}

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 0 ${theme.space.md};
`;

/** The Edit and Delete buttons of a table row, each labelled with the row's `name`; absent handlers hide them. */
export function EditDeleteCell({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useSettingsT();
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {onEdit && (
        <Button compact aria-label={`${t('common.edit')} ${name}`} onClick={onEdit}>
          {t('common.edit')}
        </Button>
      )}
      {onDelete && (
        <Button compact variant="danger" aria-label={`${t('common.delete')} ${name}`} onClick={onDelete}>
          {t('common.delete')}
        </Button>
      )}
    </span>
  );
}
