import type { ReactNode } from 'react';
import { registerFrameTranslations, useFrameT } from '../i18n';
import { Warning } from './Warning';

registerFrameTranslations();

/**
 * What stands under a report's filters: the filter's error (a wrong range in the address) and
 * nothing else, or the processing warning (results of the range still being calculated) and the
 * report.
 */
export function ReportOutcome({
  error,
  processing,
  children,
}: {
  /** Frame key of what is wrong with the filter; null: nothing. */
  error: string | null;
  processing: boolean | undefined;
  children?: ReactNode;
}) {
  const { t } = useFrameT();
  if (error) return <Warning role="alert">{t(error)}</Warning>;
  return (
    <>
      {processing && <Warning role="status">{t('msg.processing')}</Warning>}
      {children}
    </>
  );
}
