import styled from 'styled-components';
import { POOLS } from '@drawdesk/shared-kernel/domain';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { theme } from '@drawdesk/shared-kernel/ui';
import { useFrameT } from '../i18n';
import { normalizePools } from '../model';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  > legend {
    font-size: ${theme.font.small};
    font-weight: 600;
    padding: 0;
    margin-bottom: 3px;
  }
`;
const Chip = styled.button`
  font: inherit;
  font-weight: 600;
  min-width: 30px;
  min-height: 30px;
  padding: 0 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: 15px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;
/** Text for screen readers only (the pool's name after its letter). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The pools as chips with their receipt letters (M P T S B D W H E), bound to the form field
 * `name` (pool ids; empty = all pools). 'All' clears the choice; choosing every pool is all.
 */
export function PoolChips({ name }: { name: string }) {
  const { t } = useFrameT();
  const field = useBoundField<number[] | undefined>(name);
  const chosen = field.value ?? [];
  const toggle = (id: number) =>
    field.onChange(normalizePools(chosen.includes(id) ? chosen.filter((p) => p !== id) : [...chosen, id]));
  return (
    <Group>
      <legend>{t('filter.pools')}</legend>
      <Chip type="button" aria-pressed={chosen.length === 0} onClick={() => field.onChange([])}>
        {t('filter.all')}
      </Chip>
      {POOLS.map((p) => (
        <Chip
          key={p.id}
          type="button"
          title={p.displayName}
          aria-pressed={chosen.includes(p.id)}
          onClick={() => toggle(p.id)}
        >
          {p.receiptLetter}
          <Hidden> {p.displayName}</Hidden>
        </Chip>
      ))}
    </Group>
  );
}
