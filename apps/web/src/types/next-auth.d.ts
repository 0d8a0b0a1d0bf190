import type { Profile, StudentSummary } from '@portal/contract';
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    accessToken: string;
    refreshToken: string;
    user: Profile;
    /** A parent's remembered child (lib/active-student-cookie.ts), as the server read it for this page. */
    activeStudent?: number | null;
    /** A parent's children, as the server read them for this page (the child switcher and every screen start from them). */
    parentChildren?: { results: StudentSummary[] };
  }
  interface User {
    id: string;
    accessToken: string;
    refreshToken: string;
    profile: Profile;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    accessToken: string;
    refreshToken: string;
    profile: Profile;
  }
}
