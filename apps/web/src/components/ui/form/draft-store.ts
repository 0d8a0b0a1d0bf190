/**
 * A form's unsaved draft in session storage, so a reload (or a visit to another page of the tab)
 * does not lose what she typed. Keyed by the signed-in person and the form: someone else signing in
 * on the same tab never sees it. Session storage ends with the tab; nothing is kept longer.
 */
const PREFIX = 'portal-draft';

export const draftStorageKey = (userId: number | string | null | undefined, form: string) => `${PREFIX}:${userId ?? 'guest'}:${form}`;

/** `base`: what the draft started from (JSON), kept by forms with a version to merge it with a newer save. */
type Stored<V> = { values: V; base?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the form works, the draft just does not survive a reload.
    return null;
  }
}

/** What is kept under `key`: the draft, and what it started from when its form keeps that. */
export function readKept<V>(key: string): Stored<V> | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Stored<V>;
  } catch {
    return undefined;
  }
}

/** The draft kept under `key`, if any. */
export const readDraft = <V>(key: string): V | undefined => readKept<V>(key)?.values;

export function writeDraft<V>(key: string, values: V, base?: string): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, base } satisfies Stored<V>));
  } catch {
    // Full: the draft is not kept; the form itself goes on.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
