/**
 * Interface text of the profile screen, namespace 'accounts-profile'. Keys `screen.phrase`; English ships
 * with the screen, Chinese and Malay are fetched when chosen. zh and ms must have exactly these keys.
 */
export const en = {
  common: {
    username: 'Username',
    fullName: 'Full name',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
    suspended: 'Suspended',
  },
  profile: {
    detailsTitle: 'My profile',
    role: 'Role',
    creditLimit: 'Credit limit',
    creditLeft: 'Credit left',
    balance: 'Balance',
    outstanding: 'Outstanding',
    unlimited: 'Unlimited',
    phone: 'Phone number',
    email: 'E-mail',
    saved: 'Profile saved.',
    passwordTitle: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed.',
    roles: {
      r1: 'Super admin',
      r2: 'IT admin',
      r3: 'Company',
      r4: 'Multilevel',
      r5: 'Player',
      r6: 'House',
    },
  },
};

/** The shape zh and ms follow: the same keys, every value a string. */
export type Resource = typeof en;
