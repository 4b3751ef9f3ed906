/**
 * Interface text of the fight limit screen, namespace 'accounts-fight-limit'. Keys `screen.phrase`; English ships
 * with the screen, Chinese and Malay are fetched when chosen. zh and ms must have exactly these keys.
 */
export const en = {
  common: {
    save: 'Save',
    self: 'Myself',
    noLimit: 'No limit',
  },
  fight: {
    forWhom: 'Account',
    positionTaking: 'Position taking (%)',
    grouping: 'Grouping',
    amountBase: 'Amount base (a limit per bet code)',
    totalBase: 'Total base (one limit for all codes of a number)',
    groupBase: 'Group base (a limit per game)',
    maxFightLimit: 'Max fight limit',
    limitsTitle: 'Fight limits',
    limitsHint: 'Empty = no limit (only position taking decides); 0 = eats nothing of it.',
    betCode: 'Bet code',
    game: 'Game',
    total: 'Total per number',
    limit: 'Limit',
    saved: 'Fight limit saved.',
    pick: 'Choose an account',
  },
};

/** The shape zh and ms follow: the same keys, every value a string. */
export type Resource = typeof en;
