import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { testUser } from '@drawdesk/shared-kernel/testing';

/** Login user data fixtures shaped like the demo logins. */
const base: LoginUserData = testUser();

export const adminUser: LoginUserData = {
  ...base,
  accessString:
    'Downline:1234;Main Account:1234;Company:1234;Fight Limit:1234;Red Number:1234;Package List:1234;Payment Report:1234',
};

export const companyUser: LoginUserData = {
  ...base,
  userId: 2,
  username: 'demo_co',
  userRoleId: 3,
  accessString:
    'Downline:1234;Main Account:1234;Fight Limit:1234;Red Number:1234;Bet:12;Group Sales Report:1;Map Report:1;Payment Report:1234',
};

/** A company sub-account that may only view its downlines. */
export const subAccountUser: LoginUserData = {
  ...base,
  userId: 7,
  username: 'demo_co_sub',
  userRoleId: 3,
  mainAccount: '2',
  accessString: 'Downline:1',
};

export const playerUser: LoginUserData = {
  ...base,
  userId: 5,
  username: 'demo_p1',
  userRoleId: 5,
  accessString: 'Bet:12;Bet History:1;Inbox Report:1',
  resendOrderLimitEnable: true,
};

export const termsPendingUser: LoginUserData = {
  ...playerUser,
  userId: 6,
  username: 'demo_p2',
  skipTNC: false,
  resendOrderLimitEnable: false,
};
