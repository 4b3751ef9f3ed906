import { Socket } from 'node:net';
import { fstatSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/**
 * Structured JSON logs. The request serializer drops the query string: ChangePassword and
 * VerifySecondaryPassword carry passwords there (SPEC 7), and logs must never hold them.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Log bytes waiting for a slow reader beyond this are dropped rather than held in memory. */
const MAX_WAITING_LOG_BYTES = 16 * 1024 * 1024;

export interface StdoutLog {
  destination: DestinationStream;
  /** Log lines dropped because the reader fell more than MAX_WAITING_LOG_BYTES behind. */
  dropped(): number;
}

/**
 * The server's log on stdout, written without blocking. pino's default writes synchronously, and
 * an asynchronous file write runs on a libuv worker thread: either way a reader that stops reading
 * (a stuck log shipper, a paused terminal) fills the pipe and then freezes the event loop, or
 * leaves a worker thread blocked that Node waits for on exit, so the server would not exit on
 * SIGTERM. A stream on fd 1 writes through the event loop instead (the descriptor is made
 * non-blocking, like any socket of the server): a full pipe makes lines wait in memory, beyond
 * MAX_WAITING_LOG_BYTES they are dropped, and exiting never waits for the reader. A file or
 * terminal on stdout keeps pino's own synchronous destination (neither can fill up like a pipe).
 */
export function stdoutLog(): StdoutLog {
  const stdout = fstatSync(1);
  if (!stdout.isFIFO() && !stdout.isSocket()) return { destination: pino.destination(1), dropped: () => 0 };
  const out = new Socket({ fd: 1, readable: false, writable: true });
  // Logging alone must not keep the process alive.
  out.unref();
  out.on('error', () => undefined);
  let dropped = 0;
  return {
    destination: {
      write(line: string) {
        if (out.writableLength > MAX_WAITING_LOG_BYTES) dropped += 1;
        else out.write(line);
      },
    },
    dropped: () => dropped,
  };
}
