/**
 * The package's payout table, bound to the enclosing form's `rows`: one row per bet code grouped by
 * game, a "use" box, base and bet rate, and the code's payouts (a different number per code, up to
 * six). A code not in use keeps its figures but greys them out.
 */
import styled from 'styled-components';
import { BET_CODE_INFO, BET_CODES, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import { useBoundField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { theme } from '@drawdesk/shared-kernel/ui';
import { GAMES, type EditorState, type RateRow } from '../model';
import { usePackagesT } from '../i18n';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 3px 6px;
    text-align: center;
  }
  th.group {
    text-align: left;
    background: ${theme.colors.surface};
  }
  input[type='text'] {
    width: 86px;
    text-align: right;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    background: #fff0f0;
  }
`;

export const MAX_PAYOUTS = 6;

/** One figure of a code's row (`rows.B.betRate`, `rows.B.payouts.2`), its error in its title. */
function RateCell({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { t } = usePackagesT();
  const field = useBoundField<string>(name);
  return (
    <td>
      <input
        type="text"
        inputMode="decimal"
        name={name}
        aria-label={label}
        aria-invalid={field.error ? true : undefined}
        title={field.error ? t(field.error) : undefined}
        value={field.value}
        disabled={disabled}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </td>
  );
}

/** The "use this code" box of a row. */
function UseCell({ code, label, disabled }: { code: BetCode; label: string; disabled: boolean }) {
  const field = useBoundField<boolean>(`rows.${code}.on`);
  return (
    <td>
      <input
        type="checkbox"
        name={field.name}
        aria-label={label}
        checked={field.value}
        disabled={disabled}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
      />
    </td>
  );
}

export function PackageRatesTable({ codes, readOnly }: { codes: readonly BetCode[]; readOnly: boolean }) {
  const { t } = usePackagesT();
  const { values } = useFormContext<EditorState>();
  const prizeNames = (code: BetCode): string[] =>
    code === 'B' || code === 'S' || code === '5D' || code === '6D' ? t(`prize.${code}`).split('|') : [];
  return (
    <Table>
      <thead>
        <tr>
          <th>{t('detail.code')}</th>
          <th>{t('detail.use')}</th>
          <th>{t('detail.baseRate')}</th>
          <th>{t('detail.betRate')}</th>
          {Array.from({ length: MAX_PAYOUTS }, (_, i) => (
            <th key={i}>{t('detail.payout', { n: i + 1 })}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {GAMES.filter((g) => codes.some((c) => BET_CODE_INFO[c].game === g)).flatMap((game) => [
          <tr key={`game-${game}`}>
            <th className="group" colSpan={4 + MAX_PAYOUTS}>
              {t('detail.group', { game })}
            </th>
          </tr>,
          ...BET_CODES.filter((c) => codes.includes(c) && BET_CODE_INFO[c].game === game).map((code) => {
            const row = values.rows[code] as RateRow;
            const names = prizeNames(code);
            const off = readOnly || !row.on;
            return (
              <tr key={code} data-testid={`rate-${code}`}>
                <th scope="row">{code}</th>
                <UseCell code={code} label={`${t('detail.use')} ${code}`} disabled={readOnly} />
                <RateCell
                  name={`rows.${code}.baseRate`}
                  label={`${code} ${t('detail.baseRate')}`}
                  disabled={off}
                />
                <RateCell
                  name={`rows.${code}.betRate`}
                  label={`${code} ${t('detail.betRate')}`}
                  disabled={off}
                />
                {Array.from({ length: MAX_PAYOUTS }, (_, i) =>
                  i < row.payouts.length ? (
                    <RateCell
                      key={i}
                      name={`rows.${code}.payouts.${i}`}
                      label={`${code} ${names[i] ?? t('detail.payout', { n: i + 1 })}`}
                      disabled={off}
                    />
                  ) : (
                    <td key={i} />
                  ),
                )}
              </tr>
            );
          }),
        ])}
      </tbody>
    </Table>
  );
}
