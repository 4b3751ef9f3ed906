import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { theme, translateKey } from '@drawdesk/shared-kernel/ui';
import styled from 'styled-components';
import type { DoDistributeData } from '../api';
import { usePostingT } from '../i18n';
import type { RowRun } from '../model';

const State = styled.span<{ $failed: boolean }>`
  color: ${(p) => (p.$failed ? theme.colors.danger : theme.colors.text)};
  font-size: ${theme.font.small};
`;

/** One draw's distribution state in its row: waiting, running, its invoices, or why it failed. */
export function RunState({ run }: { run: RowRun | undefined }) {
  const { t } = usePostingT();
  if (!run) return null;
  const text =
    run.state === 'waiting'
      ? t('dist.waiting')
      : run.state === 'running'
        ? t('dist.running')
        : run.state === 'done'
          ? t('dist.ok', { count: run.invoices, undistributed: formatAmount(run.undistributed) })
          : t('dist.error', { message: run.message });
  return (
    <State $failed={run.state === 'failed'} data-state={run.state} role="status">
      {text}
    </State>
  );
}

/** A DoDistribute reply as its draw's state: done with its invoices, or failed with the translated refusal. */
export function distributeOutcome(
  reply: { success: boolean; data: DoDistributeData | null; message: string | null },
  i18n: Parameters<typeof translateKey>[0],
): RowRun {
  return reply.success && reply.data
    ? { state: 'done', invoices: reply.data.invoices.length, undistributed: reply.data.undistributed }
    : { state: 'failed', message: translateKey(i18n, reply.message ?? 'DEFAULT_ERROR') };
}
