import type { FunctionName } from '../routes/types';

/** Every function name of SPEC 6, in the order the spec lists them (access-string entries). */
export const FUNCTION_NAMES = [
  'Downline',
  'Main Account',
  'Bet Schedule',
  'Bet',
  'Bet History',
  'Company',
  'Fight Limit',
  'Red Number',
  'Stakeholder Report',
  'Inbox Report',
  'Profit Loss Report',
  'Daily Sales Report',
  'Group Sales Report',
  'Map Report',
  'Total Bet Report',
  'Total Stake Report',
  'Payout Report',
  'Winning Report',
  'GD Win Loss Report',
  'Payment Report',
  'Package List',
  'WinLoss Earned Report',
  'WinLoss Occupied Report',
  'Master Resend Order',
  'Resend Order',
] as const satisfies readonly FunctionName[];

// Fails to compile when FunctionName gains a name this list lacks.
type MissingFunctionName = Exclude<FunctionName, (typeof FUNCTION_NAMES)[number]>;
export const FUNCTION_NAMES_COMPLETE: [MissingFunctionName] extends [never] ? true : never = true;
