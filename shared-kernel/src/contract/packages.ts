/**
 * Packages, default packages and master templates (DOMAIN 8, SPEC 3 and 9).
 * Requests and replies carry rates as decimals (0.7400) and payouts as currency units per 1.00
 * stake; the server keeps rates per 10,000 and payouts in cents. Rules: docs/config-rules.md
 * "Packages and master templates".
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { Money } from './money';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Exact message of SPEC 8 when a downline's bet rate would undercut its upline's. */
export const INVALID_PACKAGE_INFO = 'Invalid Package Info';

/** Largest payout per 1.00 stake a package may carry (units). */
export const MAX_PAYOUT = 9_999_999.99;
/** Rates: 0 < rate <= MAX_RATE, at most 4 decimals. */
export const MAX_RATE = 10;

export const PackageTypeSchema = Type.Union([Type.Literal(0), Type.Literal(2), Type.Literal(3)]);

/** One code's terms: rates as decimals (<= 4 places), payouts in units (DOMAIN 5 length per code). */
export const CodeRatesSchema = Type.Object(
  {
    baseRate: Type.Number({ description: 'Nominal price per 1.00 stake, 0 < rate <= 10, <= 4 decimals' }),
    betRate: Type.Number({ description: 'What the holder pays per 1.00 stake, <= baseRate' }),
    payouts: Type.Array(Money({ minimum: 0, maximum: MAX_PAYOUT }), { minItems: 1, maxItems: 6 }),
  },
  { additionalProperties: false },
);
export type CodeRates = Static<typeof CodeRatesSchema>;

export const CreateOrUpdatePackageBodySchema = Type.Object(
  {
    packageId: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.String({ minLength: 1, maxLength: 50 }),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    type: PackageTypeSchema,
    isRed: Type.Optional(Type.Boolean()),
    pools: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { maxItems: 9 })),
    /** 1 active, 0 disabled (a disabled package counts as unset). */
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    rates: Type.Record(Type.String({ maxLength: 4 }), CodeRatesSchema),
  },
  { additionalProperties: false },
);
export type CreateOrUpdatePackageBody = Static<typeof CreateOrUpdatePackageBodySchema>;
export const CreateOrUpdatePackageReplySchema = EnvelopeSchema(Type.Object({ packageId: Type.Integer() }));

export const GetPackagesBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Package type, or -1 for all. */
    type: Type.Optional(Type.Integer({ minimum: -1, maximum: 3 })),
    isRed: Type.Optional(Type.Boolean()),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** Include disabled packages (default true). */
    includeDisabled: Type.Optional(Type.Boolean()),
  }),
]);
export type GetPackagesBody = Static<typeof GetPackagesBodySchema>;

export const PackageRowSchema = Type.Object({
  packageId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  type: PackageTypeSchema,
  isRed: Type.Boolean(),
  pools: Type.Array(Type.Integer()),
  status: Type.Integer(),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  lastModified: Type.String({ description: 'ISO 8601' }),
  modifiedBy: Nullable(Type.String()),
  /** Accounts holding it in their own settings. */
  holders: Type.Integer(),
  /** It is the default package of its type. */
  isDefault: Type.Boolean(),
  /** The caller may edit it (owner or super admin). */
  canEdit: Type.Boolean(),
});
export type PackageRow = Static<typeof PackageRowSchema>;

export const PackageDefaultsSchema = Type.Object({
  normal: Nullable(Type.Integer()),
  gd: Nullable(Type.Integer()),
  nineLotto: Nullable(Type.Integer()),
});
export type PackageDefaults = Static<typeof PackageDefaultsSchema>;

export const GetPackagesReplySchema = PagedEnvelopeSchema(
  PackageRowSchema,
  Type.Object({ defaults: PackageDefaultsSchema, canCreate: Type.Boolean() }),
);

export const GetPackageDetailByIdQuerySchema = Type.Object({ packageId: Type.Integer({ minimum: 1 }) });
export const PackageDetailSchema = Type.Composite([
  PackageRowSchema,
  Type.Object({ rates: Type.Record(Type.String(), CodeRatesSchema) }),
]);
export type PackageDetail = Static<typeof PackageDetailSchema>;
export const GetPackageDetailByIdReplySchema = EnvelopeSchema(PackageDetailSchema);

/** Where an account's package of one kind comes from. */
export const TermsSourceSchema = Type.Union([
  Type.Literal('own'),
  Type.Literal('upline'),
  Type.Literal('default'),
  Type.Literal('official'),
  Type.Literal('none'),
]);
export const PackageKindSchema = Type.Union([
  Type.Literal('normal'),
  Type.Literal('gd'),
  Type.Literal('nineLotto'),
  Type.Literal('red'),
]);
export type PackageKind = Static<typeof PackageKindSchema>;
export const PACKAGE_KINDS: readonly PackageKind[] = ['normal', 'gd', 'nineLotto', 'red'];

export const ResolvedTermsSchema = Type.Object({
  kind: PackageKindSchema,
  source: TermsSourceSchema,
  packageId: Nullable(Type.Integer()),
  packageName: Nullable(Type.String()),
  /** The account whose settings name the package (own or an upline). */
  fromUserId: Nullable(Type.Integer()),
  fromUsername: Nullable(Type.String()),
  rates: Type.Record(Type.String(), CodeRatesSchema),
});
export type ResolvedTerms = Static<typeof ResolvedTermsSchema>;

export const GetPackageDetailQuerySchema = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const AccountPackageDetailSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  canEditPackage: Type.Boolean(),
  terms: Type.Array(ResolvedTermsSchema),
});
export type AccountPackageDetail = Static<typeof AccountPackageDetailSchema>;
export const GetPackageDetailReplySchema = EnvelopeSchema(AccountPackageDetailSchema);

export const SetDefaultPackageBodySchema = Type.Object(
  { type: PackageTypeSchema, packageId: Nullable(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type SetDefaultPackageBody = Static<typeof SetDefaultPackageBodySchema>;
export const SetDefaultPackageReplySchema = EnvelopeSchema(PackageDefaultsSchema);

// ---- master templates ----

/** Template kinds (SPEC 9): 1 default, 3 lucky bet. Template types: 1 master, 2 normal. */
export const TemplateKindSchema = Type.Union([Type.Literal(1), Type.Literal(3)]);
export const TemplateTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);
/** Item categories: a payout adjustment (kind 1 templates) or a lucky-bet row (kind 3). */
export const TEMPLATE_ITEM_CATEGORIES = ['payoutAdjustment', 'luckyBet'] as const;
export type TemplateItemCategory = (typeof TEMPLATE_ITEM_CATEGORIES)[number];

export const LuckyBetPayloadSchema = Type.Object(
  {
    amount: Money({ minimum: 0.01, maximum: 1_000_000 }),
    big: Money({ minimum: 0, maximum: 1_000_000 }),
    small: Money({ minimum: 0, maximum: 1_000_000 }),
    a3: Money({ minimum: 0, maximum: 1_000_000 }),
    c3: Money({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type LuckyBetPayload = Static<typeof LuckyBetPayloadSchema>;

export const TemplateItemInputSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    category: Type.Union(TEMPLATE_ITEM_CATEGORIES.map((c) => Type.Literal(c))),
    value: Type.Number({ description: 'Decimal > 0 with at most 4 places' }),
    operator: Type.Union([Type.Literal(1), Type.Literal(2)]),
    dateFrom: Type.Optional(Nullable(BusinessDate())),
    dateTo: Type.Optional(Nullable(BusinessDate())),
    pools: Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { maxItems: 9 }),
    codes: Type.Optional(Type.Array(Type.String({ maxLength: 4 }), { maxItems: 21 })),
    payload: Type.Optional(Nullable(LuckyBetPayloadSchema)),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type TemplateItemInput = Static<typeof TemplateItemInputSchema>;

export const CreateOrUpdateMasterTemplateBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.String({ minLength: 1, maxLength: 50 }),
    kind: TemplateKindSchema,
    templateType: TemplateTypeSchema,
    status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    items: Type.Array(TemplateItemInputSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type CreateOrUpdateMasterTemplateBody = Static<typeof CreateOrUpdateMasterTemplateBodySchema>;
export const CreateOrUpdateMasterTemplateReplySchema = EnvelopeSchema(Type.Object({ id: Type.Integer() }));

export const GetMasterTemplatesBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    kind: Type.Optional(Type.Integer({ minimum: -1, maximum: 3 })),
    /** The table search: the template's name contains it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetMasterTemplatesBody = Static<typeof GetMasterTemplatesBodySchema>;
export const MasterTemplateRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Integer(),
  templateType: Type.Integer(),
  status: Type.Integer(),
  itemCount: Type.Integer(),
  lastModified: Type.String(),
  modifiedBy: Nullable(Type.String()),
});
export type MasterTemplateRow = Static<typeof MasterTemplateRowSchema>;
export const GetMasterTemplatesReplySchema = PagedEnvelopeSchema(MasterTemplateRowSchema, Type.Null());

export const GetMasterTemplateItemsQuerySchema = Type.Object({ templateId: Type.Integer({ minimum: 1 }) });
export const MasterTemplateItemSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  value: Type.Number(),
  operator: Type.Integer(),
  dateFrom: Nullable(Type.String()),
  dateTo: Nullable(Type.String()),
  pools: Type.Array(Type.Integer()),
  codes: Type.Array(Type.String()),
  payload: Nullable(LuckyBetPayloadSchema),
  status: Type.Integer(),
});
export type MasterTemplateItem = Static<typeof MasterTemplateItemSchema>;
export const GetMasterTemplateItemsReplySchema = EnvelopeSchema(
  Type.Object({ template: MasterTemplateRowSchema, items: Type.Array(MasterTemplateItemSchema) }),
);

export const TemplateItemCategorySchema = Type.Object({
  id: Type.String(),
  kind: Type.Integer(),
  name: Type.String(),
});
export const GetMasterTemplateItemCategoriesReplySchema = EnvelopeSchema(
  Type.Array(TemplateItemCategorySchema),
);
