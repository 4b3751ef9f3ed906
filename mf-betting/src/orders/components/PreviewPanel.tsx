import styled from 'styled-components';
import { formatAmount, formatDayMonth } from '@drawdesk/shared-kernel/domain';
import { Hint, Panel, theme } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';
import type { OrderPreview } from '../preview';
import { useErrorText } from '../useErrorText';
import { ErrorText } from './ErrorText';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Parsed lines, expanded count, gross and net; or the errors by line. */
export function PreviewPanel({ preview, empty }: { preview: OrderPreview | null; empty: boolean }) {
  const { t } = useOrdersT();
  const errorText = useErrorText();
  return (
    <Panel title={t('common.preview')}>
      <div data-testid="order-preview">
        {empty || !preview ? (
          <Hint>{t('common.nothingYet')}</Hint>
        ) : preview.errors.length > 0 ? (
          <div role="alert">
            <ErrorText>{t('common.hasErrors')}</ErrorText>
            <ul data-testid="preview-errors">
              {preview.errors.map((e, i) => (
                <li key={i}>
                  <ErrorText>{errorText(e)}</ErrorText>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <Totals>
              <dt>{t('common.lines')}</dt>
              <dd data-testid="preview-lines">{preview.lines.length}</dd>
              <dt>{t('common.expanded')}</dt>
              <dd data-testid="preview-expanded">{preview.expanded}</dd>
              <dt>{t('common.gross')}</dt>
              <dd data-testid="preview-gross">{formatAmount(preview.grossCents / 100)}</dd>
              <dt>{t('common.net')}</dt>
              <dd data-testid="preview-net">{formatAmount(preview.netCents / 100)}</dd>
            </Totals>
            <table aria-label={t('common.preview')}>
              <tbody>
                {preview.lines.map((l) => (
                  <tr key={l.line}>
                    <td>{t('common.line', { line: l.line })}</td>
                    <td>{l.text}</td>
                    <td>*{l.pools}</td>
                    <td>{l.dates.map((d) => formatDayMonth(d)).join(',')}</td>
                    <td>{l.bets}</td>
                    <td>{formatAmount(l.grossCents / 100)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </Panel>
  );
}
