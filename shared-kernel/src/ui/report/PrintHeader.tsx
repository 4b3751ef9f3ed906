import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../domain/format';
import { theme } from '../theme';
import type { ReportLine } from './reportLines';

const Header = styled.div`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.small};
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px ${theme.space.lg};
    margin: 0;
  }
  dl > div {
    display: flex;
    gap: 4px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface PrintHeaderProps {
  /** The applied filters (label, value). */
  lines: readonly ReportLine[];
  /** The lines show on screen too (a detail page without a filter bar); the print time stays print only. */
  screen?: boolean;
}

/**
 * What a printed report says on top (print only, GlobalStyle): its applied filters and when it was
 * printed. The time is set as the print starts (the browser's `beforeprint`, from the Print button
 * or the browser's own print command).
 */
export function PrintHeader({ lines, screen = false }: PrintHeaderProps) {
  const { t } = useTranslation('ui');
  const [printedAt, setPrintedAt] = useState(() => formatDateTime(new Date()));
  const time = useRef<HTMLElement>(null);
  useEffect(() => {
    const stamp = () => {
      const now = formatDateTime(new Date());
      // Written at once: the print is laid out before React would render the new state.
      if (time.current) time.current.textContent = now;
      setPrintedAt(now);
    };
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <Header data-print-only={screen ? undefined : true} data-testid="print-header">
      <dl>
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div data-print-only>
          <dt>{t('report.printedAt')}:</dt>
          <dd ref={time}>{printedAt}</dd>
        </div>
      </dl>
    </Header>
  );
}
