import type { BetError } from '@drawdesk/shared-kernel/domain/betting';
import { useOrdersT } from './i18n';

/** Translated "Line n: reason (detail)". */
export function useErrorText() {
  const { t } = useOrdersT();
  return (e: Pick<BetError, 'line' | 'reason' | 'detail'>) => {
    const msg = `${t(`errors.${e.reason}`)}${e.detail ? ` (${e.detail})` : ''}`;
    return e.line > 0 ? `${t('common.line', { line: e.line })}: ${msg}` : msg;
  };
}
