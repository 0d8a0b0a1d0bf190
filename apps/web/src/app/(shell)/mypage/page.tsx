import type { Metadata } from 'next';
import { ProfileCard } from '@/features/accounts/components/profile-card';

export const metadata: Metadata = { title: '내 정보' };

export default function MyPage() {
  return <ProfileCard />;
}
