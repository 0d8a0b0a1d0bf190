import type { ReactNode } from 'react';
import { childrenQuery } from '@/lib/children-query';
import { SeededCache } from '@/lib/seeded-cache';
import { serverChildren } from '@/lib/server-active-student';

/**
 * A parent's children in the query cache before anything of the shell renders: the child switcher and
 * every screen are drawn for her chosen child on the server, instead of appearing after the page.
 */
export async function ParentChildren({ children }: { children: ReactNode }) {
  const data = await serverChildren();
  if (!data) return children;
  return <SeededCache queries={[{ queryKey: childrenQuery().queryKey, data, updatedAt: Date.now() }]}>{children}</SeededCache>;
}
