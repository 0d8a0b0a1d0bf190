import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * One log line per request, written when it completes: method, path, status and time. Fastify's own
 * logging writes two (one on arrival with the request, one on completion with the status), and at a
 * break-time peak the second line costs about a tenth of the API's throughput.
 */
/**
 * The address as logged: a search's words are left out (`q=…`). Staff search people by name and phone
 * digits, so the log kept a parent's phone number for every search by it (an audit).
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  // Most requests name no search (every line is written on the hot path): kept as they came.
  if (at === -1 || !/[?&](?:q|%)/i.test(url.slice(at))) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let read = name;
      try {
        read = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // Not a name the server reads either: logged as it came.
      }
      // However it was written (%71 is q, and the server reads it so: a regression hunt).
      return read === 'q' ? `${name}=…` : pair;
    });
  return `${url.slice(0, at + 1)}${pairs.join('&')}`;
}

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: loggedUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Where the log goes: standard output by default, written asynchronously in chunks of at most
 * LOG_CHUNK_BYTES. pino's own default is the same stream with 16 KB chunks, and before each line it
 * measures the chunk it appends to, which copies the whole chunk: with a line per request, that was a
 * quarter of the bytes a cached GET allocated, and about a seventh of its CPU time (bench/break-time.mjs).
 */
export const LOG_CHUNK_BYTES = 2048;
export const logDestination = (dest: number | string = 1) => pino.destination({ dest, sync: false, maxWrite: LOG_CHUNK_BYTES });
