/**
 * Account tree calls (SPEC 7 Account and Setting areas): creating and editing accounts,
 * the downline list, credit limits, cloning, reserved name prefixes, API accounts, deleting and
 * moving accounts. Amounts are currency units with at most 2 decimals (API.md).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MY_MOBILE_PATTERN, EMAIL_PATTERN } from '../domain/validation';
import { EnvelopeSchema, PagedEnvelopeSchema, PagingSchema } from './envelope';
import { PositionTakingSchema } from './limitsPayments';
import { Money } from './money';
import { BASE_CURRENCY } from './numbers';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const AccountStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('suspended'),
]);
export type AccountStatusValue = Static<typeof AccountStatusSchema>;

/** DOMAIN 2: 3 to 20 letters, digits and '_' (unique case-insensitively). */
export const USERNAME_PATTERN = '^[A-Za-z0-9_]{3,20}$';
export const UsernameSchema = Type.String({
  pattern: USERNAME_PATTERN,
  description: '3-20 letters, digits or _',
});
/** A new password (create, clone, reset). */
export const NewPasswordSchema = Type.String({ minLength: 8, maxLength: 128 });
/** SPEC 5 Malaysian mobile; '' clears it. */
export const PhoneSchema = Type.String({ pattern: `^$|${MY_MOBILE_PATTERN.source}`, maxLength: 20 });
/** SPEC 5 e-mail; '' clears it. */
export const EmailSchema = Type.String({ pattern: `^$|${EMAIL_PATTERN.source}`, maxLength: 254 });

export const CreditTypeSchema = Type.Union([Type.Literal('postpaid'), Type.Literal('prepaid')]);
export const EatSequenceSchema = Type.Union([Type.Literal('*/**'), Type.Literal('**/*')]);

/** Package of each kind the account bets with (ids of Configuration packages). */
export const PackageIdsSchema = Type.Object(
  {
    normal: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    gd: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    nineLotto: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    red: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
);
export type PackageIds = Static<typeof PackageIdsSchema>;

/** Fight limit per bet code (e.g. { "B": 100, "S": 50 }), currency units. */
export const FightLimitsSchema = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9]{1,8}$' }),
  Money({ minimum: 0 }),
);

/**
 * Every SPEC 3 account setting other than the identity, role, upline, status, credit limit and
 * passwords. All optional in a request: an omitted field keeps its stored value (update) or takes
 * its default (create; see GetUserDetailInit `defaults`).
 */
export const UserSettingsFields = {
  phone: Type.Optional(PhoneSchema),
  email: Type.Optional(EmailSchema),
  /** Receipt setting: normal 1, reverse 2 (SPEC 9). */
  receiptMode: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  /** Receipt order format 1-4 (SPEC 9). */
  receiptFormat: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  /** Discount percent, 0-100 with 2 decimals. */
  discount: Type.Optional(Money({ minimum: 0, maximum: 100 })),
  /** Position taking, a whole percent 0-100 (a company's is 100). Stored with the fight limits (account_eat_settings). */
  positionTaking: Type.Optional(PositionTakingSchema),
  packageIds: Type.Optional(PackageIdsSchema),
  fixPackage: Type.Optional(Type.Boolean()),
  eatSequence: Type.Optional(EatSequenceSchema),
  smsEnabled: Type.Optional(Type.Boolean()),
  luckyBet: Type.Optional(Type.Boolean()),
  allowSelfVoid: Type.Optional(Type.Boolean()),
  autoTransfer: Type.Optional(Type.Boolean()),
  /** Weekly 0, daily 1 (SPEC 9). */
  autoTransferFrequency: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  /** Sunday 0 .. Saturday 6; used when weekly. */
  autoTransferDay: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  creditType: Type.Optional(CreditTypeSchema),
  isDemo: Type.Optional(Type.Boolean()),
  /** Cap on the account's fight limits, set by an upline; 0 = no cap (a stored cap of 0 sent back stays 0). */
  maxFightLimit: Type.Optional(Money({ minimum: 0 })),
  /** Fight limit per bet code (amount base); only the codes sent change (unset one on the fight-limit page). */
  fightLimits: Type.Optional(FightLimitsSchema),
  voidTicketAuthority: Type.Optional(Type.Boolean()),
  voidTicketSendSms: Type.Optional(Type.Boolean()),
  showEarnedReport: Type.Optional(Type.Boolean()),
  viewPageInfo: Type.Optional(Type.Boolean()),
  displayFullNameInReport: Type.Optional(Type.Boolean()),
  showEarnCommission: Type.Optional(Type.Boolean()),
  canEditPackage: Type.Optional(Type.Boolean()),
  allowOrderWithinResultRelease: Type.Optional(Type.Boolean()),
  divideShowFull: Type.Optional(Type.Boolean()),
  totalBaseEatSequence: Type.Optional(Type.Boolean()),
  followPassword: Type.Optional(Type.Boolean()),
  /** Bet codes shown on the order form, in order. */
  betFormat: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9]{1,8}$' }), { maxItems: 40 })),
};

/** The stored settings as replies give them (every field present). */
export const UserSettingsSchema = Type.Object({
  phone: Type.String(),
  email: Type.String(),
  receiptMode: Type.Union([Type.Literal(1), Type.Literal(2)]),
  receiptFormat: Type.Integer(),
  currency: Type.String(),
  discount: Type.Number(),
  positionTaking: Type.Number(),
  packageIds: PackageIdsSchema,
  fixPackage: Type.Boolean(),
  eatSequence: EatSequenceSchema,
  smsEnabled: Type.Boolean(),
  luckyBet: Type.Boolean(),
  allowSelfVoid: Type.Boolean(),
  autoTransfer: Type.Boolean(),
  autoTransferFrequency: Type.Union([Type.Literal(0), Type.Literal(1)]),
  autoTransferDay: Type.Integer(),
  creditType: CreditTypeSchema,
  isDemo: Type.Boolean(),
  maxFightLimit: Type.Number(),
  fightLimits: Type.Record(Type.String(), Type.Number()),
  voidTicketAuthority: Type.Boolean(),
  voidTicketSendSms: Type.Boolean(),
  showEarnedReport: Type.Boolean(),
  viewPageInfo: Type.Boolean(),
  displayFullNameInReport: Type.Boolean(),
  showEarnCommission: Type.Boolean(),
  canEditPackage: Type.Boolean(),
  allowOrderWithinResultRelease: Type.Boolean(),
  divideShowFull: Type.Boolean(),
  totalBaseEatSequence: Type.Boolean(),
  followPassword: Type.Boolean(),
  betFormat: Type.Array(Type.String()),
});
export type UserSettings = Static<typeof UserSettingsSchema>;

/**
 * The settings a new account starts with (GetUserDetailInit `defaults`; the server stores them for
 * omitted fields). Eat fields as a non-company's: no position taking, no max, no fight limits.
 */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = {
  phone: '',
  email: '',
  receiptMode: 1,
  receiptFormat: 1,
  currency: BASE_CURRENCY,
  discount: 0,
  positionTaking: 0,
  packageIds: {},
  fixPackage: false,
  eatSequence: '*/**',
  smsEnabled: false,
  luckyBet: false,
  allowSelfVoid: false,
  autoTransfer: false,
  autoTransferFrequency: 0,
  autoTransferDay: 1,
  creditType: 'postpaid',
  isDemo: false,
  maxFightLimit: 0,
  fightLimits: {},
  voidTicketAuthority: false,
  voidTicketSendSms: false,
  showEarnedReport: false,
  viewPageInfo: false,
  displayFullNameInReport: false,
  showEarnCommission: false,
  canEditPackage: false,
  allowOrderWithinResultRelease: false,
  divideShowFull: false,
  totalBaseEatSequence: false,
  followPassword: false,
  betFormat: [],
};

/**
 * CreateOrUpdateUser (API.md fixed call): create when userId is absent. password and
 * confirmPassword are required on create, optional on update (omit to keep). secondaryPassword
 * sets the secondary password; '' removes it; omitted keeps it.
 */
export const CreateOrUpdateUserBodySchema = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  username: UsernameSchema,
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  userRoleId: Type.Integer({ minimum: 2, maximum: 6 }),
  uplineId: Type.Integer({ minimum: 1 }),
  password: Type.Optional(NewPasswordSchema),
  confirmPassword: Type.Optional(Type.String({ maxLength: 128 })),
  secondaryPassword: Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ minLength: 6, maxLength: 128 })]),
  ),
  status: AccountStatusSchema,
  /** 1-5, multilevel (role 4) only. */
  agentLevel: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5 }))),
  creditLimit: Money({ minimum: 0 }),
  ...UserSettingsFields,
});
export type CreateOrUpdateUserBody = Static<typeof CreateOrUpdateUserBodySchema>;
export const UserIdDataSchema = Type.Object({ userId: Type.Integer() });
export type UserIdData = Static<typeof UserIdDataSchema>;
export const UserIdReplySchema = EnvelopeSchema(Type.Union([UserIdDataSchema, Type.Null()]));

/** Credit figures of an account (DOMAIN 3); `unlimited` for the super admin (then 0s). */
export const CreditSummarySchema = Type.Object({
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  unlimited: Type.Boolean(),
});

/** An account as the create/edit form loads it (GetUserDetailByUsername, GetUserDetailInit `user`). */
export const UserEditDetailSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  userRoleId: Type.Integer(),
  agentLevel: Nullable(Type.Integer()),
  uplineId: Nullable(Type.Integer()),
  uplineUsername: Type.String(),
  companyId: Nullable(Type.Integer()),
  status: AccountStatusSchema,
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  balance: Type.Number(),
  outstanding: Type.Number(),
  unlimited: Type.Boolean(),
  downlineCount: Type.Integer(),
  hasSecondaryPassword: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  settings: UserSettingsSchema,
});
export type UserEditDetail = Static<typeof UserEditDetailSchema>;

/** GetUserDetailInit?uplineId=..&userId=..: uplineId defaults to the caller (or the edited user's upline). */
export const UserDetailInitQuerySchema = Type.Object({
  uplineId: Type.Optional(Type.Integer({ minimum: 1 })),
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type UserDetailInitQuery = Static<typeof UserDetailInitQuerySchema>;
export const UserDetailInitSchema = Type.Object({
  upline: Type.Object({
    userId: Type.Integer(),
    username: Type.String(),
    userRoleId: Type.Integer(),
    agentLevel: Nullable(Type.Integer()),
    creditLimit: Type.Number(),
    /** What the upline may still hand down. */
    creditLeft: Type.Number(),
    unlimited: Type.Boolean(),
  }),
  /** Roles the upline may hold directly (DOMAIN 2). */
  allowedRoleIds: Type.Array(Type.Integer()),
  /** Agent levels allowed for a multilevel account under this upline. */
  allowedAgentLevels: Type.Array(Type.Integer()),
  currencies: Type.Array(Type.String()),
  receiptFormats: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Settings a new account starts with. */
  defaults: UserSettingsSchema,
  /** The edited account, when userId was given. */
  user: Nullable(UserEditDetailSchema),
});
export type UserDetailInit = Static<typeof UserDetailInitSchema>;
export const UserDetailInitReplySchema = EnvelopeSchema(Type.Union([UserDetailInitSchema, Type.Null()]));

export const UserDetailByUsernameQuerySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 20 }),
});
export const UserEditDetailReplySchema = EnvelopeSchema(Type.Union([UserEditDetailSchema, Type.Null()]));

/** GetUserListing (POST): the downline list. */
export const UserListingBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Part of the username or full name (case-insensitive). */
    search: Type.Optional(Type.String({ maxLength: 50 })),
    /** Omit or '' for all. */
    status: Type.Optional(Type.Union([AccountStatusSchema, Type.Literal('')])),
    /** Omit or -1 for all. */
    userRoleId: Type.Optional(Type.Integer({ minimum: -1, maximum: 6 })),
    /** Whose direct downlines; default the caller (its main account for a sub-account). */
    uplineId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
]);
export type UserListingBody = Static<typeof UserListingBodySchema>;
export const UserListingRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  userRoleId: Type.Integer(),
  agentLevel: Nullable(Type.Integer()),
  uplineId: Nullable(Type.Integer()),
  status: AccountStatusSchema,
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  balance: Type.Number(),
  outstanding: Type.Number(),
  /** Direct downlines (main accounts) of this account. */
  downlineCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserListingRow = Static<typeof UserListingRowSchema>;
/** Sums over every row matching the filters (not just the page). */
export const UserListingOverallSchema = Type.Object({
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  balance: Type.Number(),
  outstanding: Type.Number(),
});
export type UserListingOverall = Static<typeof UserListingOverallSchema>;
export const UserListingReplySchema = PagedEnvelopeSchema(
  UserListingRowSchema,
  Type.Union([UserListingOverallSchema, Type.Null()]),
);

/** Short account entry for selects. */
export const AccountOptionSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  userRoleId: Type.Integer(),
  agentLevel: Nullable(Type.Integer()),
  status: AccountStatusSchema,
});
export type AccountOption = Static<typeof AccountOptionSchema>;
export const AccountOptionsReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(AccountOptionSchema), Type.Null()]),
);

/** GetDirectDownlines?uplineId=.. (default the caller): main accounts directly under it. */
export const DirectDownlinesQuerySchema = Type.Object({
  uplineId: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** GetHouseUsers?companyId=.. (default the caller's company): the company's house accounts. */
export const HouseUsersQuerySchema = Type.Object({ companyId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const HouseUsersReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(UserListingRowSchema), Type.Null()]),
);

/** GetCompanyDetailBySuperAdmin (POST, super admin and IT admin): companies with their figures. */
export const CompanyDetailBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 50 })),
    status: Type.Optional(Type.Union([AccountStatusSchema, Type.Literal('')])),
  }),
]);
export type CompanyDetailBody = Static<typeof CompanyDetailBodySchema>;
export const CompanyRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  status: AccountStatusSchema,
  creditLimit: Type.Number(),
  /** creditLimit minus the direct downlines' limits. */
  creditLeft: Type.Number(),
  /** Sum of the direct downlines' credit limits. */
  downlineCreditLimit: Type.Number(),
  downlineCount: Type.Integer(),
  /** Every account in the company's tree, itself excluded. */
  memberCount: Type.Integer(),
  houseCount: Type.Integer(),
  reservedPrefixes: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type CompanyRow = Static<typeof CompanyRowSchema>;
export const CompanyOverallSchema = Type.Object({
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  downlineCreditLimit: Type.Number(),
});
export const CompanyDetailReplySchema = PagedEnvelopeSchema(
  CompanyRowSchema,
  Type.Union([CompanyOverallSchema, Type.Null()]),
);

/** GetBettingAgents: companies and agents in the caller's scope who may place bets for their bettors. */
export const BettingAgentsReplySchema = AccountOptionsReplySchema;

/** UpdateUserCreditLimit (direct downline) and AdminUpdateUserCreditLimit (super admin on a company). */
export const UpdateCreditLimitBodySchema = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  creditLimit: Money({ minimum: 0 }),
});
export type UpdateCreditLimitBody = Static<typeof UpdateCreditLimitBodySchema>;
export const CreditLimitChangeSchema = Type.Object({
  userId: Type.Integer(),
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  /** The upline's credit left after the change (0 when unlimited). */
  uplineCreditLeft: Type.Number(),
});
export type CreditLimitChange = Static<typeof CreditLimitChangeSchema>;
export const CreditLimitChangeReplySchema = EnvelopeSchema(
  Type.Union([CreditLimitChangeSchema, Type.Null()]),
);

/**
 * CloneAccount: a new account with the source's role, level, settings, package ids and fight
 * limits. uplineId defaults to the source's upline; creditLimit to the source's.
 */
export const CloneAccountBodySchema = Type.Object({
  sourceUserId: Type.Integer({ minimum: 1 }),
  username: UsernameSchema,
  fullName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  password: NewPasswordSchema,
  confirmPassword: Type.String({ maxLength: 128 }),
  uplineId: Type.Optional(Type.Integer({ minimum: 1 })),
  creditLimit: Type.Optional(Money({ minimum: 0 })),
});
export type CloneAccountBody = Static<typeof CloneAccountBodySchema>;

/**
 * Reserve-name prefixes (super admin). status: 1 enabled, 0 disabled, 2 deleted (SPEC 4).
 * The server takes 2 to RESERVE_PREFIX_MAX_LENGTH characters and refuses longer ones with a message.
 */
export const RESERVE_PREFIX_MAX_LENGTH = 10;
export const ReserveNamePrefixBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    companyId: Type.Optional(Type.Integer({ minimum: 1 })),
    search: Type.Optional(Type.String({ maxLength: 20 })),
  }),
]);
export type ReserveNamePrefixBody = Static<typeof ReserveNamePrefixBodySchema>;
export const ReserveNamePrefixRowSchema = Type.Object({
  id: Type.Integer(),
  prefix: Type.String(),
  companyId: Type.Integer(),
  companyUsername: Type.String(),
  status: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ReserveNamePrefixRow = Static<typeof ReserveNamePrefixRowSchema>;
export const ReserveNamePrefixReplySchema = PagedEnvelopeSchema(ReserveNamePrefixRowSchema, Type.Null());
export const SaveReserveNamePrefixBodySchema = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  prefix: Type.String({ pattern: '^[A-Za-z0-9_]{2,19}$' }),
  companyId: Type.Integer({ minimum: 1 }),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
});
export type SaveReserveNamePrefixBody = Static<typeof SaveReserveNamePrefixBodySchema>;
export const IdReplySchema = EnvelopeSchema(Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]));

/** API account of a company or house. The secret is never returned after it is generated. */
export const ApiAccountQuerySchema = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const ApiAccountSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  url: Type.String(),
  opcode: Type.String(),
  hasSecret: Type.Boolean(),
  /** When the current opcode and secret were generated (null when none is set). */
  secretGeneratedAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ApiAccount = Static<typeof ApiAccountSchema>;
export const ApiAccountReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ apiAccount: Type.Union([ApiAccountSchema, Type.Null()]) }), Type.Null()]),
);
export const SaveApiAccountBodySchema = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 }),
});
export type SaveApiAccountBody = Static<typeof SaveApiAccountBodySchema>;
export const GenerateApiCodeBodySchema = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
/** `secret` is shown once: in the reply that created it (null when an update kept the old one). */
export const ApiCredentialsSchema = Type.Object({
  userId: Type.Integer(),
  opcode: Type.String(),
  secret: Type.Union([Type.String(), Type.Null()]),
});
export type ApiCredentials = Static<typeof ApiCredentialsSchema>;
export const ApiCredentialsReplySchema = EnvelopeSchema(Type.Union([ApiCredentialsSchema, Type.Null()]));

/** Setting/DeleteUser: only an account with no tickets and no downlines. */
export const DeleteUserBodySchema = Type.Object({ userId: Type.Integer({ minimum: 1 }) });

/** Setting/UpdateTargetUserUpline: the client confirms first (SPEC 4) and sends confirmed: true. */
export const UpdateUplineBodySchema = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  newUplineId: Type.Integer({ minimum: 1 }),
  confirmed: Type.Literal(true),
});
export type UpdateUplineBody = Static<typeof UpdateUplineBodySchema>;
export const UplineMovedSchema = Type.Object({
  userId: Type.Integer(),
  uplineId: Type.Integer(),
  /** Accounts whose path changed (the account and its descendants). */
  movedCount: Type.Integer(),
});
export const UplineMovedReplySchema = EnvelopeSchema(Type.Union([UplineMovedSchema, Type.Null()]));
