import { useTranslation } from 'react-i18next';
import { Button, ControlBar as Bar } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';

/**
 * Save (the form's submit), validate, release and claim. Nothing runs while another action or a release
 * is under way; validate and release need a stored result with no unsaved typing, release only once.
 * An account that may not change results (mayManageResults) gets the claim only.
 */
export function ResultActions({
  canManage,
  busy,
  processing,
  canValidate,
  released,
  onValidate,
  onRelease,
  onClaim,
}: {
  canManage: boolean;
  busy: boolean;
  processing: boolean;
  canValidate: boolean;
  released: boolean;
  onValidate: () => void;
  onRelease: () => void;
  onClaim: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Bar>
      {canManage && (
        <>
          <Button type="submit" variant="primary" disabled={busy || processing}>
            {t('form.save')}
          </Button>
          <Button type="button" disabled={busy || processing || !canValidate} onClick={onValidate}>
            {t('form.validate')}
          </Button>
          <Button type="button" disabled={busy || processing || !canValidate || released} onClick={onRelease}>
            {t('form.release')}
          </Button>
        </>
      )}
      <Button type="button" disabled={busy} onClick={onClaim}>
        {t('form.claim')}
      </Button>
    </Bar>
  );
}
