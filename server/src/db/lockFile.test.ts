import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lockFile';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'dd-lock-')), 'data');
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('creates the directory and writes our PID; release removes it', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses while a live process holds it', () => {
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock of a dead process or with garbage in it', () => {
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, 'server.lock'), '999999999');
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, 'server.lock'), 'garbage');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock another process took after ours was released', () => {
    const lock = acquireDataDirLock(dir);
    lock.release();
    writeFileSync(join(dir, 'server.lock'), '1');
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
  });
});
