/**
 * Contract of the numbers area: system settings, currency rates, red numbers, the number
 * meaning dictionary and number queues. Rules: DOMAIN 8 and 10, SPEC 3, docs/config-rules.md
 * "Settings, red numbers and number queues".
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_CURRENCY_RATE, MEANING_MAX_LENGTH, SETTING_LIMITS, TIME_OF_DAY_PATTERN } from './values';
import { RED_PERMUTATION_TYPES } from '../domain/betting/redNumber';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { MultilineText } from './input';
import { AMOUNT_KEYWORD } from './money';

// ---- System settings ----
const Percent = () =>
  Type.Number({
    minimum: 0,
    maximum: SETTING_LIMITS.percentMax,
    description: 'Percent 0-100 with at most 2 decimals',
    [AMOUNT_KEYWORD]: true,
  });
const SiteList = () =>
  Type.Array(Type.String({ minLength: 1, maxLength: SETTING_LIMITS.urlMaxLength }), {
    maxItems: SETTING_LIMITS.sitesMax,
    description: 'http(s) URLs',
  });

export const SystemSettingsSchema = Type.Object(
  {
    agentMaxDiscountPercentage: Percent(),
    paybackCommissionRate: Percent(),
    luckyNumberPerBetAmount: Type.Integer({
      minimum: SETTING_LIMITS.luckyNumberPerBetAmountMin,
      maximum: SETTING_LIMITS.luckyNumberPerBetAmountMax,
    }),
    scrapeResultTime: Type.String({ pattern: TIME_OF_DAY_PATTERN, description: 'HH:mm business time' }),
    maxLineBetInUI: Type.Integer({
      minimum: SETTING_LIMITS.maxLineBetInUIMin,
      maximum: SETTING_LIMITS.maxLineBetInUIMax,
    }),
    dailyPool: Type.Union([Type.Literal(0), Type.Literal(1)]),
    scrapeResultSitesNormal: SiteList(),
    scrapeResultSitesGd: SiteList(),
    liftReportBlockAfterLastPool: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SystemSettingsDto = Static<typeof SystemSettingsSchema>;
export const GetSystemSettingReplySchema = EnvelopeSchema(SystemSettingsSchema);
export const UpdateSystemSettingBodySchema = SystemSettingsSchema;
export const UpdateSystemSettingReplySchema = EnvelopeSchema(SystemSettingsSchema);

// ---- Currency ----
export const BASE_CURRENCY = 'MYR';
const Rate = () =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_CURRENCY_RATE,
    description: 'Decimal with at most 4 places, > 0',
  });
export const CurrencyRowSchema = Type.Object({
  currency: Type.String(),
  /** MYR value of one unit of this currency (SGD 3.3); null when not set yet. */
  rate: Type.Union([Type.Number(), Type.Null()]),
  fakeRate: Type.Union([Type.Number(), Type.Null()]),
  isBase: Type.Boolean(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type CurrencyRow = Static<typeof CurrencyRowSchema>;
export const GetCurrencySettingReplySchema = EnvelopeSchema(Type.Array(CurrencyRowSchema));
export const UpdateCurrencySettingBodySchema = Type.Object(
  { currency: Type.String({ pattern: '^[A-Z]{3}$' }), rate: Rate(), fakeRate: Rate() },
  { additionalProperties: false },
);
export type UpdateCurrencySettingBody = Static<typeof UpdateCurrencySettingBodySchema>;
export const UpdateCurrencySettingReplySchema = EnvelopeSchema(CurrencyRowSchema);

/** True when `value` has at most `places` decimals. */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

// ---- Permutation types and red numbers ----
export const PermutationTypeSchema = Type.Union(RED_PERMUTATION_TYPES.map((t) => Type.Literal(t)));
export const GetPermutationTypeReplySchema = EnvelopeSchema(
  Type.Array(Type.Object({ value: PermutationTypeSchema, label: Type.String(), count: Type.Integer() })),
);

export const RedNumberRowSchema = Type.Object({
  id: Type.Integer(),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  number: Type.String(),
  permutationType: PermutationTypeSchema,
  numbers: Type.Array(Type.String()),
  pools: Type.Array(Type.Integer()),
  dateFrom: Type.String(),
  dateTo: Type.String(),
  /** Units; null = the owner's ordinary fight limits apply. */
  fightLimit: Type.Union([Type.Number(), Type.Null()]),
  status: Type.Integer(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
export type RedNumberRow = Static<typeof RedNumberRowSchema>;

export const GetRedNumberBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Red numbers whose number or permutations start with these digits. */
    number: Type.Optional(Type.String({ maxLength: 6, pattern: '^[0-9]*$' })),
    /** Super admin: only this owner's red numbers. */
    companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
]);
export type GetRedNumberBody = Static<typeof GetRedNumberBodySchema>;
export const GetRedNumberReplySchema = PagedEnvelopeSchema(RedNumberRowSchema, Type.Null());

/** Max fight limit of a red number (units). */
export const MAX_RED_FIGHT_LIMIT = 999_999_999.99;
export const CreateOrUpdateRedNumberBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    number: Type.String({ pattern: '^[0-9]{2,6}$' }),
    permutationType: PermutationTypeSchema,
    pools: Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1, maxItems: 9 }),
    dateFrom: BusinessDate(),
    dateTo: BusinessDate(),
    fightLimit: Type.Optional(
      Type.Unsafe<number | null>({
        type: 'number',
        nullable: true,
        minimum: 0,
        maximum: MAX_RED_FIGHT_LIMIT,
        description: 'Currency units with at most 2 decimals, or null (no red fight limit)',
        [AMOUNT_KEYWORD]: true,
      }),
    ),
    /** Super admin: the company that owns the red number (required for the super admin). */
    companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type CreateOrUpdateRedNumberBody = Static<typeof CreateOrUpdateRedNumberBodySchema>;
export const CreateOrUpdateRedNumberReplySchema = EnvelopeSchema(
  Type.Union([RedNumberRowSchema, Type.Null()]),
);

export const DeleteRedNumberBodySchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type DeleteRedNumberBody = Static<typeof DeleteRedNumberBodySchema>;
export const BulkDeleteRedNumberBodySchema = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type BulkDeleteRedNumberBody = Static<typeof BulkDeleteRedNumberBodySchema>;
export const DeleteRedNumberReplySchema = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));

/** Start of the SPEC 8 message refusing a red number that clashes with an active one. */
export const DUPLICATED_NUMBER_MESSAGE = 'Duplicated Number:';

// ---- Number meanings ----
export const NUMBER_MEANING_PATTERN = '^[0-9]{1,4}$';
export const NumberMeaningRowSchema = Type.Object({
  number: Type.String(),
  meaningEn: Type.String(),
  meaningZh: Type.String(),
  updatedAt: Type.String(),
});
export type NumberMeaningRow = Static<typeof NumberMeaningRowSchema>;
export const GetTipSourceByKeywordBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** The table search, matched as a keyword too (both must match). */
    search: SearchField(),
  }),
]);
export type GetTipSourceByKeywordBody = Static<typeof GetTipSourceByKeywordBodySchema>;
export const GetTipSourceByKeywordReplySchema = PagedEnvelopeSchema(NumberMeaningRowSchema, Type.Null());

export const CreateOrUpdateNumberMeaningBodySchema = Type.Object(
  {
    number: Type.String({ pattern: NUMBER_MEANING_PATTERN }),
    meaningEn: Type.String({ maxLength: MEANING_MAX_LENGTH }),
    meaningZh: Type.String({ maxLength: MEANING_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type CreateOrUpdateNumberMeaningBody = Static<typeof CreateOrUpdateNumberMeaningBodySchema>;
export const CreateOrUpdateNumberMeaningReplySchema = EnvelopeSchema(NumberMeaningRowSchema);
export const DeleteNumberMeaningBodySchema = Type.Object(
  { number: Type.String({ pattern: NUMBER_MEANING_PATTERN }) },
  { additionalProperties: false },
);
export type DeleteNumberMeaningBody = Static<typeof DeleteNumberMeaningBodySchema>;
export const DeleteNumberMeaningReplySchema = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));

/** Largest CSV accepted by ImportNumberMeanings (characters). */
export const MEANING_CSV_MAX_LENGTH = 1_000_000;
export const ImportNumberMeaningsBodySchema = Type.Object(
  { csv: MultilineText({ minLength: 1, maxLength: MEANING_CSV_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ImportNumberMeaningsBody = Static<typeof ImportNumberMeaningsBodySchema>;
export const ImportNumberMeaningsReplySchema = EnvelopeSchema(
  Type.Union([
    Type.Object({ imported: Type.Integer(), created: Type.Integer(), updated: Type.Integer() }),
    Type.Object({ errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })) }),
  ]),
);

// ---- Number queues ----
export const NumberQueueRowSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  drawId: Type.Integer(),
  poolId: Type.Integer(),
  drawDate: Type.String(),
  number: Type.String(),
  /** Bet code, or null: every code of the number. */
  code: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  createdAt: Type.String(),
});
export type NumberQueueRow = Static<typeof NumberQueueRowSchema>;
export const GetNumberQueuesBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    number: Type.Optional(Type.String({ maxLength: 6, pattern: '^[0-9]*$' })),
    /** Super admin: one company only. */
    companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
]);
export type GetNumberQueuesBody = Static<typeof GetNumberQueuesBodySchema>;
export const GetNumberQueuesReplySchema = PagedEnvelopeSchema(NumberQueueRowSchema, Type.Null());
/** Exactly one of `id` (unblock that row) or `all: true` (unblock every row of the caller's scope). */
export const DeleteNumberQueueBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    all: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type DeleteNumberQueueBody = Static<typeof DeleteNumberQueueBodySchema>;
export const DeleteNumberQueueReplySchema = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));
