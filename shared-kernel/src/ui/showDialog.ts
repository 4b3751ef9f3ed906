import { dialog$, type DialogKind } from '../bus';

/** Title and message limits of SPEC 8. */
export const DIALOG_TITLE_MAX = 34;
export const DIALOG_MESSAGE_MAX = 400;
export const CONFIRM_MESSAGE_MAX = 500;

/**
 * Asks the DialogHost (rendered once by the shell) to show a dialog. `message` and `title` may be
 * i18n keys of namespace 'common'. Resolves when the user closes it: true for OK, false for CANCEL.
 */
export function showDialog(kind: DialogKind, message: string, title?: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialog$.next({ kind, message, title, resolve });
  });
}

/** An OK / CANCEL question; resolves true on OK, false on CANCEL (or Escape). */
export function confirmDialog(message: string, title?: string): Promise<boolean> {
  return showDialog('confirm', message, title);
}
