import { resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')]);

/** The environment the server reads, validated at start. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATA_DIR: Type.String({ minLength: 1, default: './.data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  SEED: Type.Union([Type.Literal('demo'), Type.Literal('none')], { default: 'demo' }),
  ALLOW_TEST_CLOCK: Type.Optional(Flag),
  NODE_ENV: Type.String({ default: 'development' }),
  REMOTE_STORE_DIR: Type.String({ minLength: 1, default: './.remotes' }),
  SHELL_DIST_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** Behind a load balancer: '1'/'true' (trust X-Forwarded-For) or the proxies' addresses/CIDRs, comma separated. */
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminPassword: string | null;
  seed: 'demo' | 'none';
  /** ALLOW_TEST_CLOCK=1 and NODE_ENV is not production (API.md). */
  testClockAllowed: boolean;
  nodeEnv: string;
  remoteStoreDir: string;
  shellDistDir: string;
  logLevel: string;
  /** Fastify trustProxy: the client address (rate limits, sessions) comes from X-Forwarded-For. */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {}

/**
 * Reads the environment. `baseDir` is the folder of the running code (server/src or server/dist):
 * both sit two levels below the repository, where shell/dist is.
 */
export function loadConfig(env: NodeJS.ProcessEnv, baseDir: string = __dirname): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed: unknown = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, parsed)) {
    const problems = [...Value.Errors(EnvSchema, parsed)].map(
      (e) => `${e.path.slice(1) || '(env)'}: ${e.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return toConfig(parsed, baseDir);
}

function toConfig(env: Env, baseDir: string): Config {
  const flag = env.ALLOW_TEST_CLOCK === '1' || env.ALLOW_TEST_CLOCK === 'true';
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    seed: env.SEED,
    testClockAllowed: flag && env.NODE_ENV !== 'production',
    nodeEnv: env.NODE_ENV,
    remoteStoreDir: resolve(env.REMOTE_STORE_DIR),
    shellDistDir: resolve(env.SHELL_DIST_DIR ?? resolve(baseDir, '..', '..', 'shell', 'dist')),
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? true : value;
}
