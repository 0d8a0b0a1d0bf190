'use client';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { draftStorageKey, readDraft } from './draft-store';

/**
 * Whether a draft of `draftKey` is kept for the signed-in person: a page that opens its form on
 * demand (a "new request" button) opens it at once after a reload, so the kept draft is in sight.
 */
export function useKeptDraft(draftKey: string): boolean | undefined {
  const { data: session, status } = useSession();
  // Undefined until known (her session read): false then says there is none.
  const [kept, setKept] = useState<boolean>();
  useEffect(() => {
    if (status === 'loading') return;
    setKept(readDraft(draftStorageKey(session?.user.id, draftKey)) !== undefined);
  }, [draftKey, session?.user.id, status]);
  return kept;
}

/**
 * A form opened on demand (a 반려 or 취소 요청 button) opened by itself when a draft of it is kept:
 * `open` is called once, when the kept draft is found; closing the form after that keeps it closed
 * (a form held open by "a draft is kept" could not be closed until the next reload). `open` must be
 * stable (a state setter, or a callback).
 */
export function useOpenKeptDraft(draftKey: string, open: () => void): void {
  const kept = useKeptDraft(draftKey);
  useEffect(() => {
    if (kept) open();
  }, [kept, open]);
}
