import { notFound } from 'next/navigation';
import { serverSession } from '@/lib/server-session';

/** The console is the admin's: a teacher gets the same 404 as a wrong address (as the API answers her). */
export async function adminOnly() {
  const session = await serverSession();
  if (session?.user?.category !== 'admin') notFound();
}
