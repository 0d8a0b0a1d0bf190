import type { Metadata } from 'next';
import { ProfileCard } from '@/features/accounts/components/profile-card';
import { profileQuery } from '@/lib/profile';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '마이페이지' };

export default function MyPage() {
  return (
    <Prefetch queries={() => [profileQuery()]}>
      <ProfileCard />
    </Prefetch>
  );
}
