import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of API.md', () => {
    const c = loadConfig({}, '/repo/server/dist');
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./.data'),
      databaseUrl: null,
      adminPassword: null,
      seed: 'demo',
      testClockAllowed: false,
      remoteStoreDir: resolve('./.remotes'),
      shellDistDir: join('/repo', 'shell', 'dist'),
      logLevel: 'info',
    });
  });

  it('reads and converts the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      SEED: 'none',
      ALLOW_TEST_CLOCK: '1',
      LOG_LEVEL: 'silent',
      SHELL_DIST_DIR: '/x',
    });
    expect(c).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      seed: 'none',
      testClockAllowed: true,
      logLevel: 'silent',
      shellDistDir: '/x',
    });
  });

  it('reads TRUST_PROXY as a flag or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('never allows the test clock in production', () => {
    expect(loadConfig({ ALLOW_TEST_CLOCK: '1', NODE_ENV: 'production' }).testClockAllowed).toBe(false);
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
