import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Activity, Permission } from '@drawdesk/shared-kernel/contract';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { theme } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import { hasLevel, toggleLevel, type AccessGridValue } from '../model';

const Grid = styled.table`
  border-collapse: collapse;
  font-size: ${theme.font.small};
  margin-bottom: ${theme.space.md};
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 2px 8px;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
  td {
    text-align: center;
  }
  tbody th {
    text-align: left;
    font-weight: 400;
  }
`;

/**
 * The function x level grid of a role, bound to the form field `name` (levels per function): one
 * checkbox per cell, named '<function> <level>'.
 */
export function AccessGrid({
  name,
  label,
  activities,
  permissions,
}: {
  name: string;
  /** Already translated; the table's accessible name. */
  label: string;
  activities: readonly Activity[];
  permissions: readonly Permission[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const field = useBoundField<AccessGridValue>(name);
  const grid = field.value ?? {};
  const levelName = (p: Permission) => t(`levels.l${p.level}`, { defaultValue: p.name });
  return (
    <Grid aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('form.function')}</th>
          {permissions.map((p) => (
            <th scope="col" key={p.level}>
              {levelName(p)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {activities.map((a) => (
          <tr key={a.activityId}>
            <th scope="row">{a.name}</th>
            {permissions.map((p) => (
              <td key={p.level}>
                <input
                  type="checkbox"
                  aria-label={`${a.name} ${levelName(p)}`}
                  checked={hasLevel(grid, a.name, p.level)}
                  onChange={(e) => field.onChange(toggleLevel(grid, a.name, p.level, e.target.checked))}
                  onBlur={field.onBlur}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
