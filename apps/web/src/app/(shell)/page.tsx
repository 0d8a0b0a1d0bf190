import { HomeSummary } from '@/features/accounts/components/home-summary';

export default function HomePage() {
  return <HomeSummary />;
}
