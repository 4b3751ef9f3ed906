import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { ControlBar } from '@drawdesk/shared-kernel/ui';
import { POOL_OPTIONS } from '../../common/model';
import { NAMESPACE } from '../i18n';

const Toolbar = styled(ControlBar)`
  margin-bottom: 0;
  > div {
    min-width: 160px;
  }
`;

/** The year and pool whose draws are listed: a filter applied as soon as it changes. */
export function DrawFilter({
  year,
  years,
  poolId,
  onYear,
  onPool,
  children,
}: {
  year: number;
  years: readonly number[];
  poolId: number;
  onYear: (year: number) => void;
  onPool: (poolId: number) => void;
  /** Shown after the selects (the draw count). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Toolbar>
      <SelectInput<number>
        label={t('schedule.year')}
        value={year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={onYear}
      />
      <SelectInput<number>
        label={t('schedule.pool')}
        value={poolId}
        options={[{ value: 0, label: t('schedule.allPools') }, ...POOL_OPTIONS]}
        onChange={onPool}
      />
      {children}
    </Toolbar>
  );
}
