import type { Metadata } from 'next';
import { myFeedbackQuery } from '@/features/feedback/api/queries';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '의견 보내기' };

export default function HelpFeedbackPage() {
  return (
    <Prefetch queries={() => [myFeedbackQuery()]}>
      <FeedbackPage />
    </Prefetch>
  );
}
