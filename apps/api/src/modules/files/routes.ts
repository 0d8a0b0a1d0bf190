import multipart from '@fastify/multipart';
import { filePurposeRules } from '@portal/contract';
import { endpoints } from '@portal/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { describeError } from '../../http/error-log';
import { readTheRest } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import type { Router } from '../../http/route';
import { contentDisposition } from './names';
import { StorageUnavailable, type FilesService } from './service';
import { THUMB_TYPE } from './thumbnails';

const { files } = endpoints;

/** The largest file any purpose accepts: the parser's own ceiling (each upload gets its purpose's). */
const LARGEST = Math.max(...Object.values(filePurposeRules).map((r) => r.maxBytes));

/** Registers the multipart parser (only the upload route reads multipart bodies). */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    // Past the limit the parser drops the rest and marks the part truncated; the service refuses it.
    throwFileSizeLimit: false,
    // The name as the browser sent it: the service refuses one that climbs folders and strips the rest.
    preservePath: true,
    limits: { fileSize: LARGEST, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
}

/**
 * A multipart body that breaks off or does not parse (the parser's plain Error, no status) is the
 * client's mistake: 400, not a 500. Errors with a status (limits) and refusals pass as they are.
 */
function unreadable(e: unknown): unknown {
  if (e instanceof AppError || (e as { statusCode?: number }).statusCode) return e;
  return new AppError('BAD_REQUEST', undefined, { file: ['파일을 끝까지 받지 못했습니다. 다시 올려 주세요.'] });
}

export function filesRoutes(router: Router, service: FilesService) {
  router.implement(files.upload, async ({ caller, query, req }) => {
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', '파일은 multipart/form-data로 보내 주세요.');
    const rule = filePurposeRules[query.purpose];
    // One byte over the purpose's limit is enough to know the file is too large.
    const part = await req.file({ limits: { fileSize: rule.maxBytes } }).catch((e: unknown) => {
      throw unreadable(e);
    });
    if (!part) throw new AppError('BAD_REQUEST', undefined, { file: ['파일을 선택해 주세요.'] });
    try {
      return await service.upload(caller, query.purpose, {
        filename: part.filename,
        stream: part.file,
        truncated: () => part.file.truncated,
      });
    } catch (e) {
      if (e instanceof StorageUnavailable) {
        // The operator's to fix: logged; she is told it is not her file, once the rest of her body has
        // arrived (left unread, it held the connection open and the API's stop waited on it for ever).
        req.server.logUnexpected(req, { error: describeError(e.cause) }, 'file storage failed');
        await readTheRest(req);
        throw new AppError('FILES_UNAVAILABLE');
      }
      // The body breaking off mid-file leaves the parser's error on the file's stream (perhaps before
      // anything read it); a failure of the database leaves the stream clean.
      throw part.file.errored ? unreadable(e) : e;
    }
  });

  router.implement(files.download, async ({ caller, params, reply }) => {
    const { attachment, body } = await service.open(caller, params.id);
    reply.headers({
      'content-type': attachment.contentType,
      'content-length': String(attachment.size),
      'content-disposition': contentDisposition(attachment.originalName),
      'x-content-type-options': 'nosniff',
      // Kept nowhere: the browser's cache answers by address alone, so on a shared phone the next
      // person (or no one signed in) got a doctor's note from it for an hour (an audit).
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: `"${attachment.sha256}"`,
    });
    void reply.code(200).send(body);
  });

  router.implement(files.thumbnail, async ({ caller, params, req, reply }) => {
    const { attachment, body } = await service.openThumbnail(caller, params.id);
    const etag = `"${attachment.sha256}-thumb"`;
    reply.headers({
      'content-type': THUMB_TYPE,
      'x-content-type-options': 'nosniff',
      // Her browser keeps it, and asks each time whether she still may see it (the cache answers by
      // address alone: a year's keeping showed it to the next person on a shared phone, an audit).
      // Never changed under its id, so the answer is a small 304. `private`: no shared cache keeps it.
      'cache-control': 'private, no-cache',
      'content-security-policy': "default-src 'none'; sandbox",
      etag,
    });
    if (req.headers['if-none-match'] === etag) {
      body.destroy();
      void reply.code(304).send();
      return;
    }
    void reply.code(200).send(body);
  });
}
