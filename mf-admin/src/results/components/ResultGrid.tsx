import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import { TOTO_POOL_ID } from '../model';
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
 * The numbers of a pool's result, bound to the fields of the enclosing result form (a ResultDraft):
 * 1st to 3rd, 10 starters, 10 consolations, and for Toto the 5D and 6D prizes; read-only when asked.
 */
export function ResultGrid({ poolId, readOnly = false }: { poolId: number; readOnly?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const tens = Array.from({ length: 10 }, (_, i) => i);
  return (
    <>
      <Grid>
        <NumberField name="first" label={t('form.first')} width={4} readOnly={readOnly} />
        <NumberField name="second" label={t('form.second')} width={4} readOnly={readOnly} />
        <NumberField name="third" label={t('form.third')} width={4} readOnly={readOnly} />
      </Grid>
      <h4>{t('form.starters')}</h4>
      <Grid>
        {tens.map((i) => (
          <NumberField
            key={`s${i}`}
            name={`starters[${i}]`}
            label={t('form.starter', { n: i + 1 })}
            width={4}
            readOnly={readOnly}
          />
        ))}
      </Grid>
      <h4>{t('form.consolations')}</h4>
      <Grid>
        {tens.map((i) => (
          <NumberField
            key={`c${i}`}
            name={`consolations[${i}]`}
            label={t('form.consolation', { n: i + 1 })}
            width={4}
            readOnly={readOnly}
          />
        ))}
      </Grid>
      {poolId === TOTO_POOL_ID && (
        <>
          <h4>{t('form.fiveD')} / 6D</h4>
          <Grid>
            <NumberField name="fiveDFirst" label={t('form.fiveDFirst')} width={5} readOnly={readOnly} />
            <NumberField name="fiveDSecond" label={t('form.fiveDSecond')} width={5} readOnly={readOnly} />
            <NumberField name="fiveDThird" label={t('form.fiveDThird')} width={5} readOnly={readOnly} />
            <NumberField name="sixDFirst" label={t('form.sixDFirst')} width={6} readOnly={readOnly} />
          </Grid>
        </>
      )}
    </>
  );
}
