import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import { TOTO_POOL_ID, type ResultDraft } from '../model';
import { NumberField } from './NumberField';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(120px, 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${theme.font.small};
  }
  input {
    font-family: monospace;
    font-size: 16px;
    width: 8em;
  }
  [role='alert'] {
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;

/**
 * The numbers of a pool's result: 1st to 3rd, 10 starters, 10 consolations, and for Toto the 5D and 6D
 * prizes. `errors` holds message keys by field (see validateDraft); `edit` receives the changed fields.
 */
export function ResultGrid({
  draft,
  poolId,
  errors,
  edit,
}: {
  draft: ResultDraft;
  poolId: number;
  errors: Record<string, string>;
  edit: (patch: Partial<ResultDraft>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <>
      <Grid>
        <NumberField
          label={t('form.first')}
          width={4}
          value={draft.first}
          error={errorOf('first')}
          onChange={(v) => edit({ first: v })}
        />
        <NumberField
          label={t('form.second')}
          width={4}
          value={draft.second}
          error={errorOf('second')}
          onChange={(v) => edit({ second: v })}
        />
        <NumberField
          label={t('form.third')}
          width={4}
          value={draft.third}
          error={errorOf('third')}
          onChange={(v) => edit({ third: v })}
        />
      </Grid>
      <h4>{t('form.starters')}</h4>
      <Grid>
        {draft.starters.map((v, i) => (
          <NumberField
            key={`s${i}`}
            label={t('form.starter', { n: i + 1 })}
            width={4}
            value={v}
            error={errorOf(`starters.${i}`)}
            onChange={(nv) => edit({ starters: draft.starters.map((x, j) => (j === i ? nv : x)) })}
          />
        ))}
      </Grid>
      <h4>{t('form.consolations')}</h4>
      <Grid>
        {draft.consolations.map((v, i) => (
          <NumberField
            key={`c${i}`}
            label={t('form.consolation', { n: i + 1 })}
            width={4}
            value={v}
            error={errorOf(`consolations.${i}`)}
            onChange={(nv) => edit({ consolations: draft.consolations.map((x, j) => (j === i ? nv : x)) })}
          />
        ))}
      </Grid>
      {poolId === TOTO_POOL_ID && (
        <>
          <h4>{t('form.fiveD')} / 6D</h4>
          <Grid>
            <NumberField
              label={t('form.fiveDFirst')}
              width={5}
              value={draft.fiveDFirst}
              error={errorOf('fiveDFirst')}
              onChange={(v) => edit({ fiveDFirst: v })}
            />
            <NumberField
              label={t('form.fiveDSecond')}
              width={5}
              value={draft.fiveDSecond}
              error={errorOf('fiveDSecond')}
              onChange={(v) => edit({ fiveDSecond: v })}
            />
            <NumberField
              label={t('form.fiveDThird')}
              width={5}
              value={draft.fiveDThird}
              error={errorOf('fiveDThird')}
              onChange={(v) => edit({ fiveDThird: v })}
            />
            <NumberField
              label={t('form.sixDFirst')}
              width={6}
              value={draft.sixDFirst}
              error={errorOf('sixDFirst')}
              onChange={(v) => edit({ sixDFirst: v })}
            />
          </Grid>
        </>
      )}
    </>
  );
}
