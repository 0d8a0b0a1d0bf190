'use client';
import { useEffect } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { pathOf } from '@/lib/routes';
import { EmptyState } from '@/components/ui/states/empty-state';
import { useMyFeedback } from '../api/queries';
import { FeedbackCard } from './feedback-card';
import { FeedbackForm } from './feedback-form';
import styles from '@/components/ui/thread/thread.module.css';

/** /help/feedback: the form to the operator, and what she has sent with its answers. */
export function FeedbackPage() {
  const list = useMyFeedback();
  const loaded = !!list.data;
  // An alarm links to `#feedback-<id>`: bring that card into view once the list is there.
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#feedback-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <section className={styles.page} aria-labelledby="feedback-title">
      <BackLink href={pathOf('help')}>문제 해결</BackLink>
      <h1 id="feedback-title" className={styles.title}>
        의견 보내기
      </h1>
      <p className={styles.hint}>앱 사용, 시설, 식사 등 무엇이든 운영팀에 전해 주세요. 답변이 오면 알려 드릴게요.</p>
      <FeedbackForm />
      <h2 className={styles.sectionTitle}>보낸 의견</h2>
      <PagedList
        query={list}
        loadingLabel="보낸 의견을 불러오는 중입니다"
        errorText="보낸 의견을 불러오지 못했습니다."
        empty={<EmptyState title="아직 보낸 의견이 없습니다." />}
      >
        {(items) => (
          <ul className={styles.list} aria-label="보낸 의견 목록">
            {items.map((f) => (
              <li key={f.id}>
                <FeedbackCard feedback={f} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
