import type { Profile } from '@portal/contract';
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    accessToken: string;
    refreshToken: string;
    user: Profile;
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
