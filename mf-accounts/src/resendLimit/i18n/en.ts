/**
 * Interface text of the resend order limit screen, namespace 'accounts-resend-limit'. Keys `screen.phrase`; English ships
 * with the screen, Chinese and Malay are fetched when chosen. zh and ms must have exactly these keys.
 */
export const en = {
  common: {
    save: 'Save',
    edit: 'Edit',
    username: 'Username',
    yes: 'Yes',
    no: 'No',
  },
  resend: {
    title: 'Resend order limit per downline',
    enable: 'Enabled',
    limit: 'Limit',
    saved: 'Resend order limit saved.',
  },
};

/** The shape zh and ms follow: the same keys, every value a string. */
export type Resource = typeof en;
