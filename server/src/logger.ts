import pino, { type Logger } from 'pino';

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
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
