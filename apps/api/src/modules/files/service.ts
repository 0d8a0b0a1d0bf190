import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filePurposeRules, type Attachment, type FilePurpose } from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { intake } from './intake';
import { cleanFileName } from './names';
import { filesQueries, type AttachmentRow } from './repository';
import type { FileStorage } from './storage';

/** An upload not attached to anything within this long is removed (and can no longer be attached). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60_000;

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

/**
 * The extension a file is kept with: the detected type's, or for a container `file-type` cannot see
 * into (a zip that is a HWPX, an OLE file that is a HWP) the name's when the purpose lists it. Answers
 * undefined for a container whose name fits none of them and that has no default.
 */
function extensionOf(purpose: FilePurpose, filename: string | undefined, detected: { mime: string; ext: string }) {
  const allowed = filePurposeRules[purpose].containers?.[detected.mime];
  if (!allowed) return detected.ext;
  const named = /\.([A-Za-z0-9]+)$/.exec(filename ?? '')?.[1]?.toLowerCase();
  if (named && allowed.includes(named)) return named;
  return allowed.includes(detected.ext) ? detected.ext : undefined;
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
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Uploaded files: taken in as a stream (counted, hashed, typed from their bytes, refused past the
 * purpose's limits), kept by the storage driver, attached to a record inside that record's own
 * transaction, and served only to the uploader and to people who may see the record.
 */
export function filesService({ db, storage, clock = systemClock }: { db: Db; storage: FileStorage; clock?: Clock }) {
  const repo = filesQueries(db);
  const visibility = new Map<FilePurpose, RecordVisibility>();

  async function canOpen(caller: Caller, row: AttachmentRow) {
    if (row.ownerId === caller.id) return true;
    if (row.attachedTo === null) return false;
    const sees = visibility.get(row.purpose);
    return sees ? sees(caller, row.attachedTo) : false;
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
      const id = randomUUID();
      const key = `${purpose}/${id}`;
      const taken = intake((mime) => rule.types.includes(mime));
      try {
        await Promise.all([pipeline(file.stream, taken.stream), storage.put(key, taken.stream)]);
      } catch (e) {
        await storage.remove(key).catch(() => undefined);
        throw e;
      }
      const { size, sha256, detected } = taken.result();
      const refuse = async (error: AppError) => {
        await storage.remove(key).catch(() => undefined);
        throw error;
      };
      if (file.truncated())
        return refuse(new AppError('FILE_TOO_LARGE', `${topic(rule.label)} ${mb(rule.maxBytes)}까지 올릴 수 있습니다.`));
      if (size === 0) return refuse(new AppError('FILE_EMPTY'));
      const notAllowed = () => new AppError('FILE_TYPE_NOT_ALLOWED', `${topic(rule.label)} ${rule.accepts}만 올릴 수 있습니다.`);
      if (!detected) return refuse(notAllowed());
      const ext = extensionOf(purpose, file.filename, detected);
      if (!ext) return refuse(notAllowed());
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
          createdAt: clock(),
        });
        return toAttachment(row);
      } catch (e) {
        await storage.remove(key).catch(() => undefined);
        throw e;
      }
    },

    /** A file and its bytes, for someone allowed to see it; 404 for anyone else (as for no file). */
    async open(caller: Caller, id: string): Promise<{ attachment: AttachmentRow; body: Readable }> {
      const row = await repo.findById(id);
      if (!row || !(await canOpen(caller, row))) throw new AppError('NOT_FOUND');
      const body = await storage.get(row.storageKey);
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
      const out = new Map<number, Attachment[]>();
      for (const row of await (tx ? filesQueries(tx) : repo).listAttached(purpose, recordIds)) {
        const list = out.get(row.attachedTo!) ?? [];
        list.push(toAttachment(row));
        out.set(row.attachedTo!, list);
      }
      return out;
    },

    /** Lets go of a record's files inside its transaction (it is being deleted); they expire with other unattached uploads. */
    release: (tx: Db, purpose: FilePurpose, recordId: number) => filesQueries(tx).release(purpose, recordId),

    /** Lets go of the record's files that are not in `keep`, inside its transaction (an edit removed them). */
    releaseExcept: (tx: Db, purpose: FilePurpose, recordId: number, keep: readonly string[]) =>
      filesQueries(tx).releaseExcept(purpose, recordId, keep),

    /**
     * Removes unattached uploads older than a day (rows in `tx`, then their bytes). Bytes removed for
     * a transaction that then fails belong to rows that the next run removes anyway: attaching them
     * is refused by then.
     */
    async prune(tx: Db, now: Date) {
      const keys = await filesQueries(tx).deleteUnattached(new Date(now.getTime() - UNATTACHED_TTL_MS));
      for (const key of keys) await storage.remove(key);
      return keys.length;
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
