/**
 * Draw calendar, cutoffs and announcements (DOMAIN 4, SPEC 3 "Draw / pool schedule" and
 * "Announcement"). Calls: Pools/GetPoolsSelection, SubmitNewDraw, ScheduleSelectedYearDraw,
 * GetScheduledDrawByYear, SubmitEditedDraw, UpdateCutoffTime, GetPoolScheduleByDay;
 * Configuration/GetAnnouncement, CreateOrUpdateAnnouncement.
 * Rules: docs/config-rules.md "Draw calendar and cutoffs".
 */
import { Type, type Static } from '@sinclair/typebox';
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX } from './values';
import { MAX_SCHEDULE_YEAR, MIN_SCHEDULE_YEAR } from '../domain/drawCalendar';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { MultilineText } from './input';

/** A pool id as sent by clients: the server refuses ids outside 1-9 with a message. */
const PoolIdInput = Type.Integer({ minimum: 1, maximum: 99 });
/** A pool id in a reply. */
const PoolIdOut = Type.Integer({ minimum: 1, maximum: 9 });

export const CutoffSchema = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
});
export type CutoffTime = Static<typeof CutoffSchema>;

export const DrawStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('resultSaved'),
  Type.Literal('released'),
]);

// ---- Pools/GetPoolsSelection (GET, any session) ----
export const PoolSelectionSchema = Type.Object({
  poolId: PoolIdOut,
  name: Type.String(),
  displayName: Type.String(),
  receiptLetter: Type.String(),
  games: Type.Array(Type.String()),
  /** 0 normal, 2 GD, 3 9Lotto. */
  packageType: Type.Integer(),
  cutoff: CutoffSchema,
});
export type PoolSelection = Static<typeof PoolSelectionSchema>;
export const GetPoolsSelectionReplySchema = EnvelopeSchema(Type.Array(PoolSelectionSchema));

// ---- A draw in replies ----
export const ScheduledDrawSchema = Type.Object({
  drawId: Type.Integer(),
  poolId: PoolIdOut,
  drawDate: Type.String(),
  isSpecial: Type.Boolean(),
  cutoff: CutoffSchema,
  /** ISO instant of the cutoff on the draw date (business time). */
  cutoffAt: Type.String(),
  /** By the server's business clock. */
  state: DrawStateSchema,
  /** A bet line is on the draw: it can no longer be moved or removed. */
  hasTickets: Type.Boolean(),
});
export type ScheduledDraw = Static<typeof ScheduledDrawSchema>;

// ---- Pools/SubmitNewDraw (POST, super admin; API.md exact) ----
export const SubmitNewDrawBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolIds: Type.Array(PoolIdInput, { maxItems: 9 }),
});
export type SubmitNewDrawBody = Static<typeof SubmitNewDrawBodySchema>;
export const SubmitNewDrawResultSchema = Type.Object({ draws: Type.Array(ScheduledDrawSchema) });
export type SubmitNewDrawResult = Static<typeof SubmitNewDrawResultSchema>;
export const SubmitNewDrawReplySchema = EnvelopeSchema(Type.Union([SubmitNewDrawResultSchema, Type.Null()]));

// ---- Pools/ScheduleSelectedYearDraw (POST, super admin) ----
export const ScheduleYearBodySchema = Type.Object({
  year: Type.Integer({ minimum: MIN_SCHEDULE_YEAR, maximum: MAX_SCHEDULE_YEAR }),
});
export type ScheduleYearBody = Static<typeof ScheduleYearBodySchema>;
export const ScheduleYearResultSchema = Type.Object({
  year: Type.Integer(),
  /** Draws added now. */
  created: Type.Integer(),
  /** Calendar draws that were already there (kept as they are). */
  existing: Type.Integer(),
  /** Calendar dates already past (before today's business date, or today past the cutoff): not created. */
  skippedPast: Type.Integer(),
  dailyPool: Type.Integer(),
});
export type ScheduleYearResult = Static<typeof ScheduleYearResultSchema>;
export const ScheduleYearReplySchema = EnvelopeSchema(Type.Union([ScheduleYearResultSchema, Type.Null()]));

// ---- Pools/GetScheduledDrawByYear (GET query or POST body, any session) ----
export const GetScheduledDrawByYearSchema = Type.Object({
  year: Type.Integer({ minimum: MIN_SCHEDULE_YEAR, maximum: MAX_SCHEDULE_YEAR }),
  poolId: Type.Optional(PoolIdInput),
});
export type GetScheduledDrawByYearQuery = Static<typeof GetScheduledDrawByYearSchema>;
export const GetScheduledDrawByYearReplySchema = EnvelopeSchema(Type.Array(ScheduledDrawSchema));

// ---- Pools/SubmitEditedDraw (POST, super admin) ----
export const SubmitEditedDrawBodySchema = Type.Object({
  drawId: Type.Integer({ minimum: 1 }),
  /** Move the draw to this date. */
  drawDate: Type.Optional(BusinessDate()),
  /** Remove the draw. */
  remove: Type.Optional(Type.Boolean()),
});
export type SubmitEditedDrawBody = Static<typeof SubmitEditedDrawBodySchema>;
export const SubmitEditedDrawResultSchema = Type.Object({
  drawId: Type.Integer(),
  poolId: PoolIdOut,
  drawDate: Type.String(),
  removed: Type.Boolean(),
});
export type SubmitEditedDrawResult = Static<typeof SubmitEditedDrawResultSchema>;
export const SubmitEditedDrawReplySchema = EnvelopeSchema(
  Type.Union([SubmitEditedDrawResultSchema, Type.Null()]),
);

// ---- Pools/UpdateCutoffTime (POST, super admin; API.md exact) ----
export const UpdateCutoffTimeBodySchema = Type.Object({
  poolId: PoolIdInput,
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
});
export type UpdateCutoffTimeBody = Static<typeof UpdateCutoffTimeBodySchema>;
export const UpdateCutoffTimeReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ poolId: PoolIdOut, cutoff: CutoffSchema }), Type.Null()]),
);

// ---- Pools/GetPoolScheduleByDay (GET, any session) ----
export const GetPoolScheduleByDayQuerySchema = Type.Object({ date: BusinessDate() });
export type GetPoolScheduleByDayQuery = Static<typeof GetPoolScheduleByDayQuerySchema>;
export const DayDrawSchema = Type.Composite([
  ScheduledDrawSchema,
  Type.Object({ name: Type.String(), displayName: Type.String(), receiptLetter: Type.String() }),
]);
export type DayDraw = Static<typeof DayDrawSchema>;
export const GetPoolScheduleByDayReplySchema = EnvelopeSchema(Type.Array(DayDrawSchema));

// ---- Announcements (Configuration area) ----
/** Record status (SPEC 4): 1 enabled, 0 disabled, 2 deleted. */
export const AnnouncementStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type AnnouncementStatus = Static<typeof AnnouncementStatusSchema>;

export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  status: AnnouncementStatusSchema,
  /** ISO timestamps. */
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/** GET query: the super admin sees enabled and disabled ones (unless activeOnly); everyone else enabled ones. */
export const GetAnnouncementQuerySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    activeOnly: Type.Optional(Type.Boolean()),
    /** The table search: the title or the message contains it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetAnnouncementQuery = Static<typeof GetAnnouncementQuerySchema>;
export const GetAnnouncementReplySchema = PagedEnvelopeSchema(AnnouncementSchema, Type.Null());

export const CreateOrUpdateAnnouncementBodySchema = Type.Object({
  /** Absent: create. */
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  title: Type.String({ maxLength: ANNOUNCEMENT_TITLE_MAX }),
  message: MultilineText({ maxLength: ANNOUNCEMENT_MESSAGE_MAX }),
  status: AnnouncementStatusSchema,
});
export type CreateOrUpdateAnnouncementBody = Static<typeof CreateOrUpdateAnnouncementBodySchema>;
export const CreateOrUpdateAnnouncementReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
);
