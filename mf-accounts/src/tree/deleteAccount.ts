import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { treeApi } from './api';
import type { TargetAccount } from './model';

/** Delete after a confirmation; the server refuses (with its message) when there are downlines or tickets. */
export async function deleteAccount(
  t: (key: string, o?: Record<string, unknown>) => string,
  target: TargetAccount,
): Promise<boolean> {
  const ok = await confirmDialog(t('remove.confirm', { username: target.username }));
  if (!ok) return false;
  const reply = await treeApi.deleteUser(target.userId);
  if (!reply.success) return false;
  creditRefresh$.next();
  await showDialog('success', t('remove.saved'));
  return true;
}
