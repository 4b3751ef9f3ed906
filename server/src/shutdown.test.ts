import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real server process (bundled as `npm start` runs it), stopped with SIGTERM while the reader
// of its stdout has stopped reading or has gone away: it must exit within 10 s all the same.

const serverDir = join(__dirname, '..');
mkdirSync(join(serverDir, 'dist'), { recursive: true });
const buildDir = mkdtempSync(join(serverDir, 'dist', '.shutdown-test-'));
const bundle = join(buildDir, 'main.cjs');
const DEADLINE_MS = 10_000;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, BUILD_OUTFILE: bundle },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}, 60_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  port: number;
  dataDir: string;
}

/** Starts the server with stdout and stderr piped to this test; resolves once it logged "ready". */
async function startServer(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'drawdesk-shutdown-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      REMOTE_STORE_DIR: join(dataDir, 'remotes'),
      SEED: 'none',
      ADMIN_PASSWORD: 'Admin@12345',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('DrawDesk server ready')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before ready: ${seen}`)));
  });
  return { child, port, dataDir };
}

/** Sends SIGTERM and measures how long the process takes to exit (Infinity: still running at the deadline). */
function stopWithSigterm(child: ChildProcess): Promise<{ ms: number; code: number | null }> {
  return new Promise((resolve) => {
    const start = Date.now();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ ms: Infinity, code: null });
    }, DEADLINE_MS + 2_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - start, code });
    });
    child.kill('SIGTERM');
  });
}

/** Many requests, each of which the server logs (debug level): far more than a pipe holds. */
async function busyRequests(port: number, count: number): Promise<number> {
  let answered = 0;
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, () =>
      fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => {
          if (res.status === 200) answered += 1;
        },
        () => undefined,
      ),
    );
    await Promise.all(batch);
  }
  return answered;
}

describe('SIGTERM, whatever happened to stdout', () => {
  let started: Started | undefined;
  afterEach(() => {
    started?.child.kill('SIGKILL');
    if (started) rmSync(started.dataDir, { recursive: true, force: true });
    started = undefined;
  });

  it('keeps answering and exits promptly when the log reader stops reading (a full pipe)', async () => {
    started = await startServer();
    started.child.stdout?.pause();
    // 2,000 requests log well over the 64-256 KB a pipe or socket buffer holds.
    expect(await busyRequests(started.port, 2_000)).toBe(2_000);
    const stopped = await stopWithSigterm(started.child);
    expect(stopped.ms).toBeLessThan(DEADLINE_MS);
    expect(stopped.code).toBe(0);
  }, 60_000);

  it('exits promptly when the log reader has gone away (a closed pipe)', async () => {
    started = await startServer();
    started.child.stdout?.destroy();
    expect(await busyRequests(started.port, 500)).toBe(500);
    const stopped = await stopWithSigterm(started.child);
    expect(stopped.ms).toBeLessThan(DEADLINE_MS);
    expect(stopped.code).toBe(0);
  }, 60_000);
});
