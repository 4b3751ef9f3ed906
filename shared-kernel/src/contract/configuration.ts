import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema } from './envelope';
import { RemoteVersionsSchema } from './remotes';

/** SetTestClock reply: the business clock after the change. */
export const TestClockStateSchema = Type.Object({
  now: Type.String({ format: 'date-time' }),
  /** True while a test clock is set (the clock is frozen at `now`). */
  testClock: Type.Boolean(),
});
export type TestClockState = Static<typeof TestClockStateSchema>;
export const SetTestClockReplySchema = EnvelopeSchema(Type.Union([TestClockStateSchema, Type.Null()]));

export const GetRemoteRolloutReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(RemoteVersionsSchema), Type.Null()]),
);
export const UpdateRemoteRolloutReplySchema = EnvelopeSchema(Type.Union([RemoteVersionsSchema, Type.Null()]));
