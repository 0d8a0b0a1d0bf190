import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorCatalogue, type ErrorCode } from './errors';
import { describeError, errorLogBudget } from './error-log';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Logs an unexpected failure at error level, within the log's budget (a flood is counted, not
     * written). `fields` must hold no body, parameter or personal value; the line carries the request id.
     */
    logUnexpected: (req: FastifyRequest, fields: Record<string, unknown>, message: string) => void;
  }
}

const body = (code: ErrorCode, message?: string, fieldErrors?: Record<string, string[]>) => ({
  code,
  message: message ?? errorCatalogue[code][1],
  ...(fieldErrors ? { fieldErrors } : {}),
});

/** A body too large is read to its end (and dropped) before the 413, when it is under this size... */
const DRAIN_BYTES = 16 * 1024 * 1024;
/** ...and arrives within this time; past either, the connection closes under it as before. */
const DRAIN_MS = 15_000;

/**
 * Waits until the rest of a refused body has arrived. The portal forwards a browser's body as it comes:
 * answered with 413 and closed after its first chunks, its next writes failed (EPIPE), and she was told
 * the server could not be reached (a 502) instead of that what she sent was too large.
 */
export function readTheRest(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (raw.readableEnded || raw.destroyed || declared > DRAIN_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

/**
 * PostgreSQL's answers that mean "not now" rather than "wrong": a statement or lock wait past its limit
 * (57014, 55P03), the server shutting down or refusing (57P01-57P03, 53300, class 08), the pool's wait
 * for a connection past its limit, a connection ended under the query. Drizzle wraps them (`cause`).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['57014', '55P03', '57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET'].includes(code) || code.startsWith('08'))
      return true;
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Maps every failure to `{code, message, fieldErrors?}` with a Korean message; never a stack trace. */
export function installErrorHandling(app: FastifyInstance) {
  const budget = errorLogBudget();
  app.decorate('logUnexpected', (req: FastifyRequest, fields: Record<string, unknown>, message: string) => {
    const take = budget();
    if (!take.allowed) return;
    const route = req.routeOptions.url ?? null;
    req.log.error({ route, method: req.method, ...fields, ...(take.suppressed ? { suppressed: take.suppressed } : {}) }, message);
  });
  // The id of the failed request's log line, for whoever reports the failure.
  // (A callback, not an async function: it runs on every answer, and a promise each time is measurable.)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode >= 500) reply.header('x-request-id', req.id);
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(body(error.code, error.message, error.fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send(body('INVALID_JSON', '요청 본문이 비어 있습니다.'));
    if (status === 400) return reply.code(400).send(body('INVALID_JSON'));
    if (status === 413) return readTheRest(req).then(() => reply.code(413).send(body('PAYLOAD_TOO_LARGE')));
    if (status === 415) return reply.code(415).send(body('UNSUPPORTED_MEDIA_TYPE'));
    if (status === 405) return reply.code(405).send(body('METHOD_NOT_ALLOWED'));
    // Any other refusal of the request by Fastify or a plugin (a multipart body it cannot read ...):
    // still the caller's mistake, never a 500 nor the plugin's English text.
    if (status >= 400 && status < 500) return reply.code(400).send(body('BAD_REQUEST'));
    app.logUnexpected(req, { error: describeError(error) }, 'unhandled error');
    // The database did not answer in time, or went away: the statement that failed was rolled back with
    // its transaction, and trying again shortly is the right thing to do.
    if (databaseUnavailable(error)) return reply.code(503).header('retry-after', '5').send(body('DATABASE_BUSY'));
    return reply.code(500).send(body('INTERNAL'));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(body('ROUTE_NOT_FOUND')));
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a path that is not valid percent-encoded
 * UTF-8, a path segment over its length limit) answers like every other refusal, without echoing the path.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(body('URL_TOO_LONG'));
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(body('INVALID_URL'));
  req.log.error({ error: describeError(error) }, 'unhandled framework error');
  return reply.code(500).send(body('INTERNAL'));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, a malformed request
 * line) still answers the Korean `{code, message}`, not Node's bare 431 or 400.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (!socket.writable) return socket.destroy();
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = errorCatalogue[code][0];
  const text = JSON.stringify(body(code));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
