import 'server-only';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import { authOptions } from './auth-options';

/** This request's session, read once however many layouts, pages and prefetches ask for it. */
export const serverSession = cache(() => getServerSession(authOptions));
