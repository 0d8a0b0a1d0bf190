'use client';
import type { CounselingSummary } from '@portal/contract';
import { counselingCategoryLabel, planSubjectLabel } from '@portal/contract/education-labels';
import { AppLink } from '@/components/ui/app-link';
import { formatDate } from '@portal/contract/dates';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { useCounselingList, type Sid } from '../api/queries';
import { educationPath } from '../lib/paths';
import { loadErrorText } from './common';
import styles from './education.module.css';

/** "학습 · 수학 상담" */
export const counselingKind = (r: Pick<CounselingSummary, 'category' | 'subject'>) =>
  `${counselingCategoryLabel[r.category]}${r.subject ? ` · ${planSubjectLabel[r.subject]}` : ''}`;

/** Counselling records by her teachers, newest first; unread ones marked. Read-only. */
export function CounselingTab({ sid, isStudent }: { sid: Sid; isStudent: boolean }) {
  const list = useCounselingList(sid);
  return (
    <div className={styles.stack}>
      <PagedList
        query={list}
        errorText={(e) => loadErrorText(e, '상담 기록을 불러오지 못했습니다.')}
        empty={<EmptyState icon={peopleIcon} title="아직 상담 기록이 없습니다" description="선생님과 상담하면 내용이 여기에 남습니다." />}
      >
        {(records) => (
          <ul className={styles.list}>
            {records.map((r) => (
              <li key={r.id}>
                <AppLink href={educationPath.counseling(r.id)} className={styles.item} data-read={r.read ? 'true' : 'false'}>
                  <span className={styles.itemHead}>
                    <StatusBadge tone="neutral">{counselingKind(r)}</StatusBadge>
                    {r.read ? (
                      <span className={styles.meta}>{isStudent ? '읽음' : '학생 확인함'}</span>
                    ) : (
                      <StatusBadge tone="danger">{isStudent ? '새 상담' : '학생 미확인'}</StatusBadge>
                    )}
                  </span>
                  <span className={styles.itemTitle}>{r.title}</span>
                  <span className={styles.meta}>
                    {r.teacher.name} 선생님 · {formatDate(r.counseledOn)}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
