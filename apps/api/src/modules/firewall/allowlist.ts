import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A host allowed on the centre network now, and until when (null: for good). */
export type AllowEntry = { host: string; until: Date | null };

/**
 * Where approved sites reach the network. The API tells it the whole current list after every decision
 * and when an approval runs out; an adapter for an appliance's own API would implement the same.
 */
export type FirewallAdapter = {
  /** Replaces what the network allows with `entries` (already free of expired ones). */
  publish(entries: readonly AllowEntry[], at: Date): Promise<void>;
};

/**
 * The allow-list as a network appliance imports it: one host per line, `#` comment lines first,
 * sorted and without repeats (several students may have asked for the same site).
 */
export function allowListText(entries: readonly AllowEntry[], at: Date): string {
  const hosts = [...new Set(entries.map((e) => e.host))].sort();
  const header = [
    '# 기숙학원 포털 방화벽 허용 목록 (allow-list)',
    `# generated ${at.toISOString()}`,
    '# one host per line; lines starting with # are comments',
    `# ${hosts.length} host(s)`,
  ];
  return [...header, ...hosts].join('\n') + '\n';
}

/**
 * The default adapter: writes the allow-list to a file (DATA_DIR/firewall/allowlist.txt by default).
 * Written to a temporary file beside it and renamed over it, so an appliance reading at any moment
 * sees the old list or the new one, never half of one.
 */
export function fileAllowList(file: string): FirewallAdapter & { file: string } {
  return {
    file,
    async publish(entries, at) {
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temp, allowListText(entries, at), { encoding: 'utf8', mode: 0o644 });
        await rename(temp, file);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },
  };
}

/** For an API with nowhere to write (an in-memory database without FIREWALL_ALLOWLIST_FILE): the list stays in the database. */
export const noAllowList: FirewallAdapter = { publish: async () => undefined };
