'use client';
import { useSession } from '@/lib/session';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { forceSignOut } from '@/lib/api';
import { needsSignIn } from '@/lib/routes';

/**
 * Pages that need sign-in show nothing while the session loads, and send a signed-out person to the
 * login page (with the current path to come back to).
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { status } = useSession();
  const guarded = needsSignIn(pathname);
  useEffect(() => {
    if (guarded && status === 'unauthenticated') void forceSignOut();
  }, [guarded, status]);
  if (guarded && status !== 'authenticated') return null;
  return <>{children}</>;
}
