import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginUrlFor, needsSignIn } from '@/lib/routes';

/** Sends a signed-out visitor of a page that needs sign-in to the login page before anything renders. */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!needsSignIn(pathname)) return NextResponse.next();
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  if (token?.accessToken) return NextResponse.next();
  return NextResponse.redirect(new URL(loginUrlFor(pathname + search), req.url));
}

export const config = {
  matcher: ['/((?!api/|backend/|_next/|favicon|icons/|images/|logo|manifest|robots|sw\\.js).*)'],
};
