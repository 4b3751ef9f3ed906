import { Button } from '@drawdesk/shared-kernel/ui';
import { useSettingsT } from '../i18n';

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
