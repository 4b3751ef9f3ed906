import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { theme } from '@drawdesk/shared-kernel/ui';
import styled from 'styled-components';
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
