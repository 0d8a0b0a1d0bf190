import type { Metadata } from 'next';
import { HelpIndex } from '@/features/help/components/help-index';

export const metadata: Metadata = { title: '문제 해결' };

export default function HelpPage() {
  return <HelpIndex />;
}
