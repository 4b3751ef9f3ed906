import styled from 'styled-components';
import type { AccessLevel, FunctionName } from '@drawdesk/shared-kernel/routes';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { theme } from '@drawdesk/shared-kernel/ui';
import { useSubAccountsT } from '../i18n';
import { formatAccessString, parseAccessString, type AccessMap } from '@drawdesk/shared-kernel/domain/access';

const LEVELS: readonly AccessLevel[] = [1, 2, 3, 4];

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${theme.font.small};
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 2px 8px;
  }
  th {
    background: ${theme.colors.headerBg};
    font-weight: 600;
  }
  td.level {
    text-align: center;
  }
  tr:nth-child(even) td {
    background: ${theme.colors.zebra};
  }
`;

export interface AccessGridFieldProps {
  /** The form field holding the access string ('Downline:12;Map Report:1'). */
  name: string;
  functions: readonly FunctionName[];
  /** What may be granted (the main account's own access); undefined = everything. */
  allowed?: AccessMap;
  /** Accessible name of the grid (already translated). */
  caption: string;
}

/**
 * A grid of functions x levels (1 view, 2 create, 3 edit, 4 delete) bound to the access string
 * field `name` of the enclosing form; rights the main account lacks are disabled.
 */
export function AccessGridField({ name, functions, allowed, caption }: AccessGridFieldProps) {
  const { t } = useSubAccountsT();
  const field = useBoundField<string>(name);
  const value = parseAccessString(field.value);
  const onChange = (next: AccessMap) => {
    field.onChange(formatAccessString(next));
    field.onBlur();
  };
  const toggle = (fn: FunctionName, level: AccessLevel, on: boolean) => {
    const next = new Map<string, Set<AccessLevel>>([...value].map(([k, v]) => [k, new Set(v)]));
    const levels = next.get(fn) ?? new Set<AccessLevel>();
    if (on) levels.add(level);
    else levels.delete(level);
    next.set(fn, levels);
    onChange(next);
  };
  return (
    <Table aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{t('access.function')}</th>
          {LEVELS.map((l) => (
            <th scope="col" key={l}>
              {t(`access.level${l}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {functions.map((fn) => (
          <tr key={fn}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
              {t(`fn.${fn}`, { defaultValue: fn })}
            </th>
            {LEVELS.map((l) => {
              const permitted = !allowed || Boolean(allowed.get(fn)?.has(l));
              const label = `${t(`fn.${fn}`, { defaultValue: fn })} ${t(`access.level${l}`)}`;
              return (
                <td className="level" key={l}>
                  <input
                    type="checkbox"
                    aria-label={label}
                    title={permitted ? label : t('access.notGranted')}
                    disabled={!permitted}
                    checked={Boolean(value.get(fn)?.has(l))}
                    onChange={(e) => toggle(fn, l, e.target.checked)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
