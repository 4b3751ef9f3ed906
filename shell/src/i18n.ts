import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/**
 * The shell's interface text, namespace 'shell' (ARCHITECTURE 2). Keys are `area.phrase`;
 * `en` is the reference shape, zh (Simplified Chinese) and ms (Malay) must match it exactly.
 */
const en = {
  app: {
    loading: 'Loading…',
  },
  login: {
    heading: 'Sign in to your account',
    tagline: 'Back office for 4D lottery businesses',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in…',
    failed: 'Login failed. Please try again.',
  },
  terms: {
    title: 'Terms and Conditions',
    intro: 'Please read and accept the terms and conditions before you continue.',
    age: 'You must be 18 years of age or older to use this service.',
    use: 'This system is for the management of your own business only. You are responsible for every action taken with your login.',
    credit:
      'Credit, bets and payments recorded here are binding once confirmed. Results are final as released.',
    privacy: 'Keep your password and secondary password secret. Log out when you leave your computer.',
    accept: 'I confirm that I am 18 years of age or older and I accept the terms and conditions.',
    continue: 'Accept and continue',
  },
  header: {
    profile: 'My profile',
    creditLeft: 'Credit left',
    creditLimit: 'Credit limit',
    unlimited: 'Unlimited',
    refreshCredit: 'Click to refresh credit',
    logout: 'Logout',
    fightLimit: 'Fight limit',
    redNumber: 'Red number',
    resendOrderLimit: 'Resend order limit',
    language: 'Language',
  },
  menu: {
    label: 'Main menu',
  },
  profile: {
    menu: 'Profile menu',
    manageProfile: 'Manage profile',
    editFightLimit: 'Edit fight limit',
    redPackage: 'Red package settings',
    changePassword: 'Change password',
  },
  changePassword: {
    title: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    cancel: 'Cancel',
    done: 'Your password has been changed.',
  },
  secondary: {
    title: 'Secondary password',
    password: 'Secondary password',
    submit: 'Proceed',
    cancel: 'Cancel',
  },
  dashboard: {
    welcome: 'Welcome, {{username}}',
    role: 'Role',
    account: 'Account',
    mainAccount: 'Main account',
    subAccount: 'Sub-account',
    creditLeft: 'Credit left',
    creditLimit: 'Credit limit',
    unlimited: 'Unlimited',
    hint: 'Choose a screen from the menu on the left.',
  },
  role: {
    '1': 'Super admin',
    '2': 'IT admin',
    '3': 'Company',
    '4': 'Multilevel',
    '5': 'Player',
    '6': 'House',
  },
  help: {
    menu: 'The numbered menu on the left lists every screen your account may open. Some entries ask for your secondary password first.',
    header:
      'The header shows your credit left and credit limit; click the figures to refresh them. FL opens the fight limit in a new window, RN opens the red numbers.',
    language: 'Change the language with the language menu at the top right. Your choice is remembered.',
    session:
      'For your safety you are logged out after 30 minutes without activity, and when you log in from another tab.',
    contact: 'For anything else, please contact your upline or the system admin.',
  },
  errors: {
    notFound: 'Page not found',
    notFoundHint: 'The address {{path}} does not exist.',
    permissionDenied: 'Permission Denied',
    permissionDeniedHint: 'Your account may not open this screen.',
    toDashboard: 'Go to the dashboard',
  },
  remotes: {
    kernelMismatch:
      'This module was built for kernel contract {{remoteKernel}}, but this application runs kernel contract {{shellKernel}}. The major versions differ, so it is not opened. Please ask the administrator to roll out a compatible version.',
    kernelMalformed:
      'This module declares an invalid kernel contract version ({{remoteKernel}}; this application runs {{shellKernel}}), so it is not opened.',
  },
};

/** Same keys as English, every value a string. */
export type ShellResource = { [G in keyof typeof en]: { [K in keyof (typeof en)[G]]: string } };

export const SHELL_NAMESPACE = 'shell';
/** English ships with the shell; Chinese and Malay are fetched when chosen. */
export const shellResources: LazyResourceSet & { en: ShellResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.shellZh),
  ms: () => import('./i18n.ms').then((m) => m.shellMs),
};

/** Registers the shell's bundles on the shared i18next instance. */
export function registerShellTranslations(): void {
  addResources(SHELL_NAMESPACE, shellResources);
}
