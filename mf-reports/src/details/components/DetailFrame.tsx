import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Page,
  Panel,
  PrintButton,
  PrintHeader,
  theme,
  useRegisterReportLines,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { Warning } from '../../frame/components/Warning';
import { useDetailsT } from '../i18n';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export interface DetailFrameProps {
  titleKey: string;
  /** What the page shows (from its address), for screen, print and export; null: the address is wrong. */
  lines: readonly ReportLine[] | null;
  children?: ReactNode;
}

/**
 * A report detail page: its title, what it shows (account, dates, pools, currency: on screen, on
 * the printed page with the print time, and above an export's header), a Print button, and its
 * content; without the filters in its address it says so and shows nothing else.
 */
export function DetailFrame({ titleKey, lines, children }: DetailFrameProps) {
  const { t } = useDetailsT();
  return (
    <Page titleKey={titleKey}>
      <Panel>
        {lines ? (
          <>
            <RegisterLines lines={lines} />
            <Head>
              <PrintHeader lines={lines} screen />
              <PrintButton compact={false} />
            </Head>
            {children}
          </>
        ) : (
          <Warning role="alert">{t('msg.badQuery')}</Warning>
        )}
      </Panel>
    </Page>
  );
}

/** Tells the page what it shows (inside it: the page holds the lines its tables export). */
function RegisterLines({ lines }: { lines: readonly ReportLine[] }) {
  useRegisterReportLines(lines);
  return null;
}
