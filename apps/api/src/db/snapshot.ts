import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** What a copy of a data folder leaves out, as PostgreSQL's own base backups do: the running server's marks. */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts']);
/**
 * A file whose last change was this recent when it was first copied is copied again while the database is
 * held, whatever its time says then: a change within the same tick of the file system's clock leaves the
 * time as it was (git calls such a file "racily clean").
 */
const RACY_NS = 2_000_000_000n;

/** The folders and files below `root`, as paths relative to it (the running server's marks left out). */
function walk(root: string, dir = '', out: { dirs: string[]; files: string[] } = { dirs: [], files: [] }) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out.dirs.push(rel);
      walk(root, rel, out);
    } else if (entry.isFile() && !NOT_COPIED.has(entry.name)) out.files.push(rel);
  }
  return out;
}

type Seen = { size: bigint; mtimeNs: bigint; racy: boolean };

/**
 * The embedded database's files copied into `to` as they are at one instant, without holding the database
 * for the whole copy, nor its files in memory (PGlite's `dumpDataDir` builds the whole tarball in memory
 * while it holds the database: for a 1.5 GB folder 3 GB more and every query held 35 s).
 * 1. Every file is copied with the database free, and its size and time noted.
 * 2. Then, inside one transaction (PGlite runs one at a time and has no background processes, so nothing
 *    else touches the files meanwhile): a CHECKPOINT writes every change out of its memory, the files that
 *    changed since (by size or time, or changed just before they were noted) are copied again, and those
 *    gone are removed. The database is held only for that second pass.
 * The copy opens without recovery. `between` runs after the first pass (tests: changes made meanwhile).
 */
export async function snapshotFiles(db: Db, dataDir: string, to: string, between?: () => Promise<void>): Promise<void> {
  const seen = new Map<string, Seen>();
  const copy = async (rel: string) => {
    const source = path.join(dataDir, rel);
    const stat = fs.statSync(source, { bigint: true, throwIfNoEntry: false });
    if (!stat) return;
    const now = BigInt(Date.now()) * 1_000_000n;
    seen.set(rel, { size: stat.size, mtimeNs: stat.mtimeNs, racy: now - stat.mtimeNs < RACY_NS });
    try {
      await fs.promises.copyFile(source, path.join(to, rel), fs.constants.COPYFILE_FICLONE);
    } catch (e) {
      // Removed after it was listed (a WAL segment recycled): the second pass settles it.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      seen.delete(rel);
    }
  };
  /** The source's files now, with its folders made in the copy (empty ones too: PostgreSQL needs them). */
  const filesNow = () => {
    const { dirs, files } = walk(dataDir);
    for (const dir of dirs) fs.mkdirSync(path.join(to, dir), { recursive: true });
    return files;
  };

  for (const rel of filesNow()) await copy(rel);
  await between?.();

  await db.transaction(async (tx) => {
    await tx.execute(sql`CHECKPOINT`);
    const last = filesNow();
    const present = new Set(last);
    for (const rel of last) {
      const before = seen.get(rel);
      const stat = fs.statSync(path.join(dataDir, rel), { bigint: true });
      if (!before || before.racy || before.size !== stat.size || before.mtimeNs !== stat.mtimeNs) await copy(rel);
    }
    for (const rel of seen.keys()) if (!present.has(rel)) fs.rmSync(path.join(to, rel), { force: true });
  });
}
