import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes the type is read from (what file-type needs for every format it knows). */
const SNIFF_BYTES = 4100;

export type Detected = { mime: string; ext: string };

/**
 * Passes an upload through to storage while counting its bytes, hashing them (SHA-256) and reading
 * its type from the first bytes. When the type is not one `allowed` accepts, the rest of the upload
 * is read and dropped (so the client gets its answer cleanly) and nothing more reaches storage; the
 * caller then removes what was written and refuses.
 */
export function intake(allowed: (mime: string) => boolean) {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let decided = false;
  let detected: Detected | undefined;
  let refused = false;

  async function decide(stream: Transform) {
    decided = true;
    const first = Buffer.concat(head);
    head = [];
    detected = first.length ? await fileTypeFromBuffer(first) : undefined;
    refused = !detected || !allowed(detected.mime);
    if (!refused) stream.push(first);
  }

  const stream = new Transform({
    async transform(chunk: Buffer, _enc, done: TransformCallback) {
      try {
        size += chunk.length;
        hash.update(chunk);
        if (refused) return done();
        if (decided) return done(null, chunk);
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) await decide(this);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
    async flush(done: TransformCallback) {
      try {
        if (!decided) await decide(this);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
  });

  return {
    stream,
    /** What was read, once the stream has ended. */
    result: () => ({ size, sha256: hash.digest('hex'), detected: refused ? undefined : detected, refusedType: refused }),
  };
}
