/** Small pieces every posting screen uses: a link inside a row, a status line, an invoice status badge. */
import type { ComponentProps, MouseEvent } from 'react';
import styled from 'styled-components';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { Link } from '@drawdesk/shared-kernel/routing';
import { showDialog, theme } from '@drawdesk/shared-kernel/ui';
import type { DoPostData } from '../api';
import { statusTone, type StatusTone } from '../model';
import { usePostingT } from '../i18n';

const StyledLink = styled(Link)`
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
const stopRowClick = (e: MouseEvent) => e.stopPropagation();

/** A link inside a table row: its click does not also click the row; a middle click opens a new tab. */
export function RowLink(props: ComponentProps<typeof Link>) {
  return <StyledLink {...props} onClick={stopRowClick} />;
}

/** A warning line (a wrong filter, role alert; a note, role status). */
export const Warning = styled.p`
  color: ${theme.colors.warning};
  font-weight: 600;
  margin: 0 0 ${theme.space.sm};
`;

/** Buttons side by side in a cell or above a table. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

const toneColors: Record<StatusTone, { bg: string; fg: string }> = {
  neutral: { bg: theme.colors.headerBg, fg: theme.colors.text },
  info: { bg: '#dbe9f8', fg: theme.colors.primary },
  success: { bg: '#dcf1e2', fg: theme.colors.positive },
  danger: { bg: theme.colors.tintDangerBg, fg: theme.colors.tintDangerText },
  muted: { bg: theme.colors.zebra, fg: theme.colors.muted },
};

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: ${theme.font.small};
  font-weight: 600;
  background: ${(p) => toneColors[p.$tone].bg};
  color: ${(p) => toneColors[p.$tone].fg};
`;

/** An invoice status, translated, tinted by its tone (data-tone for tests and print). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = usePostingT();
  const tone = statusTone(status);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Shows a refused call's message (the server's text, or a message key of 'common') in an error dialog. */
export async function showRefusal(reply: { success: boolean; message: string | null }): Promise<void> {
  if (!reply.success) await showDialog('error', reply.message ?? 'DEFAULT_ERROR');
}

/** Shows a DoPost reply: what was posted (amount and lines) in a success dialog, or the refusal. */
export async function showPostOutcome(
  reply: { success: boolean; data: DoPostData | null; message: string | null },
  t: ReturnType<typeof usePostingT>['t'],
): Promise<void> {
  if (reply.success && reply.data)
    await showDialog(
      'success',
      t('post.done', { amount: formatAmount(reply.data.posted), lines: reply.data.lines }),
    );
  else await showRefusal(reply);
}
