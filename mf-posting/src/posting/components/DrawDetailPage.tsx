import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Page, Panel } from '@drawdesk/shared-kernel/ui';
import { usePostingT } from '../i18n';
import { readDraw, type DrawRef } from '../model';
import { Warning } from './bits';
import { useCompanyChoice } from './useCompanyChoice';

/**
 * The page of one draw's detail (?drawDate&poolId[&companyId]): the draw read from the address and
 * handed to `children` with whether the caller is the super admin; a wrong address shows a warning.
 */
export function DrawDetailPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (draw: DrawRef, superAdmin: boolean) => ReactNode;
}) {
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const company = useCompanyChoice();
  const text = params.toString();
  const draw = useMemo(() => readDraw(new URLSearchParams(text)), [text]);
  return (
    <Page titleKey={titleKey}>
      <Panel>
        {draw ? children(draw, company.superAdmin) : <Warning role="alert">{t('msg.badQuery')}</Warning>}
      </Panel>
    </Page>
  );
}
