import { createHash, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filePurposeRules, type Attachment, type FilePurpose } from '@portal/contract';
import { atSeoulMinutes, seoulToday } from '@portal/contract/dates';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { intake } from './intake';
import { cleanFileName } from './names';
import { filesQueries, type AttachmentRow } from './repository';
import type { FileStorage } from './storage';
import { stripMetadata } from './strip-metadata';
import { makeThumbnail, THUMB_TYPE, THUMBNAIL_SOURCES } from './thumbnails';

/** An upload not attached to anything within this long is removed (and can no longer be attached). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60_000;

/** Expired uploads removed per round of the hourly prune (bytes, then one delete of their rows). */
const PRUNE_BATCH = 100;

const DAY_MS = 24 * 60 * 60_000;
/**
 * A person's upload allowance (docs/files.md): files uploaded and not yet sent with anything (a form
 * she is filling in holds a few), and all her uploads of the last day. Far above what a student, parent
 * or teacher uploads in a day; an audit stored 190 MB in a second without it.
 */
export const UPLOAD_ALLOWANCE = { pendingFiles: 30, pendingBytes: 200 * 1024 * 1024, dayBytes: 1024 * 1024 * 1024 };

/** Pictures read per query of the thumbnail backfill. */
const BACKFILL_BATCH = 20;

/** Where a picture's thumbnail is kept: next to its original (`<purpose>/<id>`). */
const thumbKeyOf = (purpose: FilePurpose, id: string) => `${purpose}-thumb/${id}`;

/** Who may upload a file of each purpose (a 병가's note is the student's own). */
const uploaders: Record<FilePurpose, readonly Caller['category'][]> = {
  'sick-note': ['student'],
  'library-file': ['teacher', 'admin'],
  'feedback-screenshot': ['student', 'parent', 'teacher', 'admin'],
  'notice-attachment': ['teacher', 'admin'],
  'inquiry-attachment': ['student', 'parent'],
  'inquiry-answer-attachment': ['teacher', 'admin'],
  'content-cover': ['teacher', 'admin'],
  'chat-file': ['student', 'parent', 'teacher', 'admin'],
};

/** 은 after a final consonant, 는 after a vowel ("진단서는", "자료는"). */
const topic = (word: string) => {
  const c = word.charCodeAt(word.length - 1) - 0xac00;
  return word + (c >= 0 && c < 11172 && c % 28 !== 0 ? '은' : '는');
};

/** The extension an upload's name ends with, in lower case (`pdf` of `진단서.PDF`); undefined without one. */
const nameExtension = (filename: string | undefined) => /\.([A-Za-z0-9]+)$/.exec(filename ?? '')?.[1]?.toLowerCase();

/**
 * The extension a file is kept with: the detected type's, or for a container `file-type` cannot see
 * into (a zip that is a HWPX, an OLE file that is a HWP) the name's when the purpose lists it. Answers
 * undefined for a container whose name fits none of them and that has no default.
 */
function extensionOf(purpose: FilePurpose, filename: string | undefined, detected: { mime: string; ext: string }) {
  const allowed = filePurposeRules[purpose].containers?.[detected.mime];
  if (!allowed) return detected.ext;
  const named = nameExtension(filename);
  if (named && allowed.includes(named)) return named;
  return allowed.includes(detected.ext) ? detected.ext : undefined;
}

/** The names a type of a rule goes by (a container's are in the rule itself). */
const NAMES_OF_TYPE: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/** The extension of an upload's name when the purpose takes files so named (`PDF` of `진단서.pdf`); else null. */
function allowedName(purpose: FilePurpose, filename: string | undefined): string | null {
  const rule = filePurposeRules[purpose];
  const named = nameExtension(filename);
  if (!named) return null;
  const names = [...rule.types.flatMap((t) => NAMES_OF_TYPE[t] ?? []), ...Object.values(rule.containers ?? {}).flat()];
  return names.includes(named) ? named : null;
}

/** Whether the caller may see the record a file of this purpose is attached to. */
export type RecordVisibility = (caller: Caller, recordId: number) => Promise<boolean>;

/** One file part of a multipart request, as the route hands it over. */
export type IncomingFile = {
  filename: string | undefined;
  stream: Readable;
  /** True when the part went past the size limit (the rest was dropped by the parser). */
  truncated: () => boolean;
};

/** Reads what is left of a refused upload, so that the answer reaches a client that is still sending. */
/** The store failed to keep a file (a full or read-only disk, a bucket that refused): not her doing. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('the file storage failed', { cause });
    this.name = 'StorageUnavailable';
  }
}

/**
 * An error of the store itself: a file system call that failed (ENOSPC, EROFS, EIO … carry the call),
 * other than reading her request, or an S3 client's answer (`$metadata`).
 */
function storageFault(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { syscall, $metadata } = e as { syscall?: unknown; $metadata?: unknown };
  return (typeof syscall === 'string' && syscall !== 'read') || $metadata !== undefined;
}

const drain = (stream: Readable) => pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() })).catch(() => undefined);

/** A name that climbs folders (`../`): no browser sends one, so it is refused rather than cleaned. */
const climbs = (name: string | undefined) => !!name && /(^|[\\/])\.\.([\\/]|$)/.test(name);

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.originalName,
    size: row.size,
    contentType: row.contentType,
    thumbnail: row.thumbKey && row.thumbWidth && row.thumbHeight ? { width: row.thumbWidth, height: row.thumbHeight } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Uploaded files: taken in as a stream (counted, hashed, typed from their bytes, refused past the
 * purpose's limits), kept by the storage driver, attached to a record inside that record's own
 * transaction, and served only to the uploader and to people who may see the record.
 */
export function filesService({
  db,
  storage,
  clock = systemClock,
  log,
}: {
  db: Db;
  storage: FileStorage;
  clock?: Clock;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const repo = filesQueries(db);

  /**
   * A photo's metadata (where it was taken, the phone) goes before anyone else can fetch it: the stored
   * picture is written again without it (strip-metadata.ts, byte for byte otherwise). Answers the
   * picture as stored now, for its thumbnail, with its new size and hash when anything was taken out.
   */
  async function cleanedPicture(key: string, mime: string) {
    // The store failing here (an S3 connection reset) is the store's, as under the upload: it was
    // answered as a busy database (ECONNRESET).
    const fromStore = <T>(work: Promise<T>) =>
      work.catch((e: unknown) => {
        throw new StorageUnavailable(e);
      });
    const stored = await fromStore(
      (async () => {
        const body = await storage.get(key);
        if (!body) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      })(),
    );
    if (!stored) return null;
    const clean = stripMetadata(stored, mime);
    if (!clean) return { bytes: stored };
    await fromStore(storage.put(key, Readable.from([clean]), mime));
    return { bytes: clean, size: clean.length, sha256: createHash('sha256').update(clean).digest('hex') };
  }

  /**
   * Makes and stores the thumbnail of a picture kept under `key`: of `bytes` when the upload has read
   * them already (cleanedPicture), else read back from storage (the backfill). A picture libvips cannot
   * read, one past the pixel limit, or a storage failure leaves the file without one: it is then shown
   * as a file card.
   */
  async function thumbnailOf(key: string, thumbKey: string, bytes?: Buffer) {
    try {
      const body = bytes ? Readable.from([bytes]) : await storage.get(key);
      if (!body) return null;
      const thumb = await makeThumbnail(body);
      await storage.put(thumbKey, Readable.from([thumb.bytes]), THUMB_TYPE);
      return { thumbKey, thumbWidth: thumb.width, thumbHeight: thumb.height };
    } catch (e) {
      log?.warn({ err: e, key }, 'no thumbnail for this picture');
      return null;
    }
  }
  /**
   * A kept file's bytes; the store failing (an S3 endpoint refusing, a disk gone) is the operator's to
   * fix, logged, and she reads that files cannot be opened now (it read as a busy database).
   */
  async function read(key: string): Promise<Readable | null> {
    try {
      return await storage.get(key);
    } catch (e) {
      log?.warn({ err: e, key }, 'file storage failed');
      throw new AppError(
        'FILES_UNAVAILABLE',
        '서버의 파일 저장 공간에 문제가 있어 지금은 파일을 열 수 없습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
  }
  const visibility = new Map<FilePurpose, RecordVisibility>();
  let backfilling: Promise<number> | null = null;
  /** The app is closing: background work stops after the picture in hand (the next start goes on). */
  let closing = false;

  /** One picture after another, each with its own statements (no transaction held while sharp works). */
  async function backfill(): Promise<number> {
    let made = 0;
    for (;;) {
      if (closing) return made;
      const batch = await repo.withoutThumbnail(THUMBNAIL_SOURCES, BACKFILL_BATCH);
      if (!batch.length) return made;
      for (const row of batch) {
        if (closing) return made;
        const thumb = await thumbnailOf(row.storageKey, thumbKeyOf(row.purpose, row.id));
        await repo.setThumbnail(row.id, thumb ?? { thumbTriedAt: clock() });
        if (thumb) made++;
      }
    }
  }

  async function canOpen(caller: Caller, row: AttachmentRow) {
    if (row.ownerId === caller.id) return true;
    if (row.attachedTo === null) return false;
    const sees = visibility.get(row.purpose);
    return sees ? sees(caller, row.attachedTo) : false;
  }

  /** `attachedTo` for several purposes on the same records (an inquiry's question and answer), in one query. */
  async function attachedToEach<P extends FilePurpose>(
    purposes: readonly P[],
    recordIds: readonly number[],
    tx?: Db,
  ): Promise<Record<P, Map<number, Attachment[]>>> {
    const out = Object.fromEntries(purposes.map((p) => [p, new Map<number, Attachment[]>()])) as Record<P, Map<number, Attachment[]>>;
    for (const row of await (tx ? filesQueries(tx) : repo).listAttached(purposes, recordIds)) {
      const byRecord = out[row.purpose as P];
      const list = byRecord.get(row.attachedTo!) ?? [];
      list.push(toAttachment(row));
      byRecord.set(row.attachedTo!, list);
    }
    return out;
  }

  return {
    /** Tells the service who may see the records of a purpose (the module that owns them, at start). */
    seeRecordsWith(purpose: FilePurpose, sees: RecordVisibility) {
      visibility.set(purpose, sees);
    },

    /** Takes one upload in; answers its metadata. Nothing is kept of a refused upload. */
    async upload(caller: Caller, purpose: FilePurpose, file: IncomingFile): Promise<Attachment> {
      const rule = filePurposeRules[purpose];
      if (!uploaders[purpose].includes(caller.category)) {
        await drain(file.stream);
        throw new AppError('BAD_REQUEST', undefined, { purpose: [`${rule.label} 파일은 올릴 수 없습니다.`] });
      }
      if (climbs(file.filename)) {
        await drain(file.stream);
        throw new AppError('BAD_REQUEST', undefined, { file: ['파일 이름이 올바르지 않습니다. 이름을 바꿔 다시 올려 주세요.'] });
      }
      // Her allowance, so that no one fills the disk (or the bucket) for everyone: uploads of the last
      // day not yet sent with anything, and all of today's (a Seoul day: she is told "내일 다시", and
      // tomorrow begins at midnight). Refused before a byte is stored.
      const now = clock();
      const used = await repo.uploadsOf(caller.id, new Date(now.getTime() - DAY_MS), atSeoulMinutes(seoulToday(now), 0));
      const pendingFull = used.pending >= UPLOAD_ALLOWANCE.pendingFiles || used.pendingBytes >= UPLOAD_ALLOWANCE.pendingBytes;
      if (pendingFull || used.bytes >= UPLOAD_ALLOWANCE.dayBytes) {
        await drain(file.stream);
        throw new AppError(pendingFull ? 'UPLOADS_PENDING' : 'UPLOADS_TODAY');
      }
      const id = randomUUID();
      const key = `${purpose}/${id}`;
      const taken = intake((mime) => rule.types.includes(mime));
      // Both settled, so that the store's own failure is told from her body breaking off (a full disk was
      // said to her as her upload cut short, and the operator never heard of it: a bad-day audit).
      const [piped, put] = await Promise.allSettled([pipeline(file.stream, taken.stream), storage.put(key, taken.stream)]);
      if (piped.status === 'rejected' || put.status === 'rejected') {
        await storage.remove(key).catch(() => undefined);
        if (put.status === 'rejected' && storageFault(put.reason)) throw new StorageUnavailable(put.reason);
        throw piped.status === 'rejected' ? piped.reason : (put as PromiseRejectedResult).reason;
      }
      const taking = taken.result();
      const { detected } = taking;
      let { size, sha256 } = taking;
      const refuse = async (error: AppError) => {
        await storage.remove(key).catch(() => undefined);
        throw error;
      };
      if (file.truncated())
        return refuse(new AppError('FILE_TOO_LARGE', `${topic(rule.label)} ${mb(rule.maxBytes)}까지 올릴 수 있습니다.`));
      if (size === 0) return refuse(new AppError('FILE_EMPTY'));
      // Named as a type she may upload, but the bytes are not one (a damaged file, or a renamed one):
      // said so, not "PDF만 올릴 수 있습니다" about a file called .pdf (an audit found that puzzling).
      const claimed = allowedName(purpose, file.filename);
      const notAllowed = () =>
        new AppError(
          'FILE_TYPE_NOT_ALLOWED',
          claimed
            ? `${claimed.toUpperCase()} 파일로 읽을 수 없습니다. 파일이 손상되었거나 이름과 다른 종류의 파일이에요. 다시 저장해 올려 주세요.`
            : `${topic(rule.label)} ${rule.accepts}만 올릴 수 있습니다.`,
        );
      if (!detected) return refuse(notAllowed());
      const ext = extensionOf(purpose, file.filename, detected);
      if (!ext) return refuse(notAllowed());
      const thumbKey = thumbKeyOf(purpose, id);
      const picture = THUMBNAIL_SOURCES.includes(detected.mime);
      const stored = picture
        ? await cleanedPicture(key, detected.mime).catch(async (e: unknown) => {
            await storage.remove(key).catch(() => undefined);
            throw e;
          })
        : null;
      if (stored?.size !== undefined) ({ size, sha256 } = stored);
      const thumb = picture ? await thumbnailOf(key, thumbKey, stored?.bytes) : null;
      try {
        const row = await repo.insert({
          id,
          ownerId: caller.id,
          purpose,
          originalName: cleanFileName(file.filename, ext, rule.label),
          size,
          contentType: detected.mime,
          sha256,
          storageKey: key,
          // A picture that gave no thumbnail is not tried again in the background.
          ...(thumb ?? (picture ? { thumbTriedAt: clock() } : {})),
          createdAt: clock(),
        });
        return toAttachment(row);
      } catch (e) {
        await storage.remove(key).catch(() => undefined);
        if (thumb) await storage.remove(thumbKey).catch(() => undefined);
        throw e;
      }
    },

    /**
     * Gives every picture kept without a thumbnail (uploaded before thumbnails existed) one, in the
     * background; one that cannot be read is marked and not tried again. Answers how many it made.
     * A run already going in this process is joined, not started twice.
     */
    backfillThumbnails(): Promise<number> {
      backfilling ??= backfill().finally(() => {
        backfilling = null;
      });
      return backfilling;
    },

    /**
     * Stops background work after the step in hand and resolves once none is running (the app waits
     * for it as it closes: a stop must not wait for a thousand pictures, nor cut one half-written).
     */
    async close(): Promise<void> {
      closing = true;
      await backfilling?.catch(() => undefined);
    },

    /** A file and its bytes, for someone allowed to see it; 404 for anyone else (as for no file). */
    async open(caller: Caller, id: string): Promise<{ attachment: AttachmentRow; body: Readable }> {
      const row = await repo.findById(id);
      if (!row || !(await canOpen(caller, row))) throw new AppError('NOT_FOUND');
      const body = await read(row.storageKey);
      if (!body) throw new AppError('NOT_FOUND');
      return { attachment: row, body };
    },

    /** A picture's thumbnail (a small WebP), for exactly the people who may open the picture; 404 for anyone else and when it has none. */
    async openThumbnail(caller: Caller, id: string): Promise<{ attachment: AttachmentRow; body: Readable }> {
      const row = await repo.findById(id);
      if (!row?.thumbKey || !(await canOpen(caller, row))) throw new AppError('NOT_FOUND');
      const body = await read(row.thumbKey);
      if (!body) throw new AppError('NOT_FOUND');
      return { attachment: row, body };
    },

    /**
     * Attaches the caller's fresh uploads to a record, inside the record's transaction `tx`; a file
     * that is not hers, is already attached, or has expired makes the whole change fail with 404.
     */
    async attach(tx: Db, args: { ids: readonly string[]; ownerId: number; purpose: FilePurpose; recordId: number }) {
      const since = new Date(clock().getTime() - UNATTACHED_TTL_MS);
      const count = await filesQueries(tx).attach(args.ids, args.ownerId, args.purpose, args.recordId, since);
      if (count !== args.ids.length) throw new AppError('NOT_FOUND', '첨부한 파일을 찾을 수 없습니다. 다시 올려 주세요.');
    },

    /** The files attached to each record, by record id (read in `tx` when given: what it has just attached). */
    async attachedTo(purpose: FilePurpose, recordIds: readonly number[], tx?: Db): Promise<Map<number, Attachment[]>> {
      return (await attachedToEach([purpose], recordIds, tx))[purpose];
    },

    attachedToEach,

    /** Lets go of a record's files inside its transaction (it is being deleted); they expire with other unattached uploads. */
    release: (tx: Db, purpose: FilePurpose, recordId: number) => filesQueries(tx).release(purpose, recordId),

    /** Lets go of the record's files that are not in `keep`, inside its transaction (an edit removed them). */
    releaseExcept: (tx: Db, purpose: FilePurpose, recordId: number, keep: readonly string[]) =>
      filesQueries(tx).releaseExcept(purpose, recordId, keep),

    /**
     * Removes unattached uploads older than a day: their bytes, then their rows, `PRUNE_BATCH` at a
     * time, outside any transaction (the storage may be a remote store that takes its time, and a
     * transaction held meanwhile would hold every request on the embedded database). Such uploads can
     * no longer be attached (`attach` refuses them), so nothing takes them back in between. A removal
     * that fails stops the run with the rows still there, for the next run to remove again; removing
     * bytes already gone is not an error. Answers how many were removed.
     */
    async prune(db: Db, now: Date) {
      const before = new Date(now.getTime() - UNATTACHED_TTL_MS);
      const queries = filesQueries(db);
      let removed = 0;
      for (;;) {
        const expired = await queries.unattachedBefore(before, PRUNE_BATCH);
        for (const { key, thumbKey } of expired) {
          await storage.remove(key);
          if (thumbKey) await storage.remove(thumbKey);
        }
        removed += await queries.deleteUnattached(
          expired.map((e) => e.id),
          before,
        );
        if (expired.length < PRUNE_BATCH) return removed;
      }
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
