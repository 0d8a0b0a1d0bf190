'use client';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { draftStorageKey, readDraft } from './draft-store';

/**
 * Whether a draft of `draftKey` is kept for the signed-in person: a page that opens its form on
 * demand (a "new request" button) opens it at once after a reload, so the kept draft is in sight.
 */
export function useKeptDraft(draftKey: string): boolean {
  const { data: session, status } = useSession();
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (status === 'loading') return;
    setKept(readDraft(draftStorageKey(session?.user.id, draftKey)) !== undefined);
  }, [draftKey, session?.user.id, status]);
  return kept;
}
