import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dir>/server.lock` holding our PID. PGlite does not lock its data directory itself, and
 * two processes writing one directory would corrupt it. A lock whose PID is dead is stale.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let held = true;
      return {
        path: file,
        release() {
          if (!held) return;
          held = false;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid !== null && processAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server (process ${pid}, lock file ${file}). ` +
            'Stop that server, or set DATA_DIR to another folder.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}.`);
}
