import { Type, type Static } from '@sinclair/typebox';
import { type RemoteName } from './values';

/** `/remotes.json`, resolved per session: which version of each remote this browser loads. */
export const RemoteManifestSchema = Type.Object({
  remotes: Type.Record(
    Type.String(),
    Type.Object({
      version: Type.String(),
      /** URL of the remote's mf-manifest.json, e.g. /remotes/mf-admin/0.1.0/mf-manifest.json */
      entry: Type.String(),
      /**
       * That manifest's content, when the server could read it: the shell checks and loads the
       * remote without fetching it again (one round trip less on a remote's first visit).
       */
      manifest: Type.Optional(Type.Unknown()),
    }),
  ),
});
export type RemoteManifest = {
  remotes: Record<RemoteName, { version: string; entry: string; manifest?: unknown }>;
};

/** Staged-rollout rule of one remote (ARCHITECTURE 2). */
export const RolloutRuleSchema = Type.Object({
  remote: Type.String(),
  stableVersion: Type.String({ minLength: 1, maxLength: 64 }),
  candidateVersion: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
  /** Share of users (by stable hash of user id) who get the candidate, 0-100. */
  candidatePercent: Type.Integer({ minimum: 0, maximum: 100 }),
  candidateUsers: Type.Array(Type.String()),
  candidateRoles: Type.Array(Type.Integer({ minimum: 1, maximum: 6 })),
});
export type RolloutRule = Static<typeof RolloutRuleSchema>;

export const RemoteVersionsSchema = Type.Object({
  remote: Type.String(),
  versions: Type.Array(Type.String()),
  rule: RolloutRuleSchema,
});
export type RemoteVersions = Static<typeof RemoteVersionsSchema>;
