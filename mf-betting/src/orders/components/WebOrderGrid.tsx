import { Button } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';
import type { GridRow } from '../preview';
import { AmountInput } from './AmountInput';
import { KindSelect } from './KindSelect';

/** The web order grid: per row a number, its kind and an amount per bet code, and Remove. */
export function WebOrderGrid({
  rows,
  codes,
  onEdit,
  onRemove,
}: {
  rows: readonly GridRow[];
  codes: readonly string[];
  onEdit: (index: number, patch: Partial<GridRow>) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useOrdersT();
  return (
    <table aria-label={t('common.number')}>
      <thead>
        <tr>
          <th>{t('common.number')}</th>
          <th>{t('common.kind')}</th>
          {codes.map((c) => (
            <th key={c}>{c}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <td>
              <input
                aria-label={`${t('common.number')} ${i + 1}`}
                inputMode="numeric"
                size={7}
                value={r.number}
                onChange={(e) => onEdit(i, { number: e.target.value.replace(/\D/g, '').slice(0, 6) })}
              />
            </td>
            <td>
              <KindSelect
                value={r.kind}
                onChange={(k) => onEdit(i, { kind: k })}
                label={`${t('common.kind')} ${i + 1}`}
              />
            </td>
            {codes.map((c) => (
              <td key={c}>
                <AmountInput
                  row={r}
                  code={c}
                  onChange={(v) => onEdit(i, { amounts: { ...r.amounts, [c]: v } })}
                  label={`${c} ${i + 1}`}
                />
              </td>
            ))}
            <td>
              <Button compact onClick={() => onRemove(i)}>
                {t('web.removeRow')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
