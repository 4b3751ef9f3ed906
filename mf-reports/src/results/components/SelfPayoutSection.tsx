import { useState } from 'react';
import styled from 'styled-components';
import { Button, DataTable, theme, type DataTableColumn, type FetchPage } from '@drawdesk/shared-kernel/ui';
import { totalOf, type DrillQuery } from '../../frame/model';
import { resultsApi, type SelfPayoutOverall, type SelfPayoutRow } from '../api';
import { TABLE_NAMESPACES, useResultsT } from '../i18n';
import { poolName } from '../model';
import { ownStrip } from '../../winloss/model';

type Col = DataTableColumn<SelfPayoutRow, SelfPayoutOverall>;
const total = (f: keyof SelfPayoutOverall) => totalOf<SelfPayoutOverall>(f);

const columns: Col[] = [
  { id: 'drawDate', header: 'col.drawDate', footer: 'col.total' },
  { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
  { id: 'winLines', header: 'col.winLines', kind: 'number', footer: total('winLines') },
  { id: 'winStake', header: 'col.winStake', kind: 'amount', footer: total('winStake') },
  { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
  { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', footer: total('ownPayout') },
  { id: 'uplinePayout', header: 'col.uplinePayout', kind: 'amount', footer: total('uplinePayout') },
];

const Section = styled.section`
  margin: 0 0 ${theme.space.md};
  h2 {
    font-size: ${theme.font.size};
    margin: 0 0 ${theme.space.sm};
  }
`;

/**
 * The viewed account's own part of the payouts (GetSelfPayoutReport), per draw date and pool: a
 * section that opens on demand above the per-downline table (its table keeps its paging in the
 * address under 'self.').
 */
export function SelfPayoutSection({ query }: { query: DrillQuery }) {
  const { t } = useResultsT();
  const [open, setOpen] = useState(false);
  const fetchPage: FetchPage<SelfPayoutRow, SelfPayoutOverall> = (q) => resultsApi.selfPayout(query, q);
  return (
    <Section aria-label={t('payout.self')}>
      <Button aria-expanded={open} onClick={() => setOpen(!open)} data-no-print>
        {open ? '▾' : '▸'} {t('payout.self')}
      </Button>
      {open && <h2 data-print-only>{t('payout.self')}</h2>}
      {open && (
        <DataTable<SelfPayoutRow, SelfPayoutOverall>
          caption={t('payout.self')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={query}
          urlKey="self"
          getRowId={(r) => `${r.drawDate}:${r.poolId}`}
          namespaces={TABLE_NAMESPACES}
          overall={(o) =>
            o
              ? ownStrip(o, [
                  { label: 'col.payout', value: o.payout },
                  { label: 'col.ownPayout', value: o.ownPayout },
                  { label: 'col.uplinePayout', value: o.uplinePayout },
                ])
              : []
          }
          exportCsv
          exportExcel
          exportFileName="self-payout-report"
        />
      )}
      <h2>{t('payout.downlines')}</h2>
    </Section>
  );
}
