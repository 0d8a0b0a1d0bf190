'use client';
import type { Plan } from '@portal/contract';
import { planStateLabel, planStates, planSubjectLabel, type PlanState } from '@portal/contract/education-labels';
import { AppLink } from '@/components/ui/app-link';
import { useState } from 'react';
import { formatPeriod } from '@portal/contract/dates';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { searchIcon } from '@/components/ui/states/empty-icons/search';
import { usePlanList, type Sid } from '../api/queries';
import { educationPath } from '../lib/paths';
import { Chips } from '@/components/ui/chips/chips';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge/status-badge';
import { loadErrorText } from './common';
import styles from './education.module.css';

export const stateTone = (s: PlanState): StatusTone => (s === 'active' ? 'info' : s === 'completed' ? 'success' : 'neutral');

/** A plan's author as she reads it: "정우진 선생님", or her own name. */
export const authorName = (p: Pick<Plan, 'author'>) => (p.author.category === 'student' ? p.author.name : `${p.author.name} 선생님`);

/** Her study plans by state (running first), each opening its memos. */
export function CurriculumTab({ sid }: { sid: Sid }) {
  const [state, setState] = useState<PlanState | 'all'>('all');
  const list = usePlanList(sid, state);
  const filters: (PlanState | 'all')[] = ['all', ...planStates];
  return (
    <div className={styles.stack}>
      <Chips
        label="상태로 보기"
        options={filters.map((f) => ({ value: f, label: f === 'all' ? '전체' : planStateLabel[f] }))}
        value={state}
        onChange={setState}
      />
      <PagedList
        query={list}
        errorText={(e) => loadErrorText(e, '학습 계획을 불러오지 못했습니다.')}
        empty={
          state === 'all' ? (
            <EmptyState icon={documentIcon} title="아직 학습 계획이 없습니다" description="선생님과 함께 정한 계획이 여기에 보입니다." />
          ) : (
            <EmptyState
              icon={searchIcon}
              title={`${planStateLabel[state]} 상태인 계획이 없습니다`}
              description="다른 상태를 골라 보세요."
            />
          )
        }
      >
        {(plans) => (
          <ul className={styles.list}>
            {plans.map((p) => (
              <li key={p.id}>
                <AppLink href={educationPath.plan(p.id)} className={styles.item}>
                  <span className={styles.itemHead}>
                    <StatusBadge tone={stateTone(p.state)}>{planStateLabel[p.state]}</StatusBadge>
                    <span className={styles.subjectTag}>
                      {planSubjectLabel[p.subject]} · {p.area}
                    </span>
                  </span>
                  <span className={styles.itemTitle}>{p.title}</span>
                  <span className={styles.meta}>
                    {formatPeriod(p.startDate, p.endDate)} · {authorName(p)}
                    {p.memoCount ? ` · 메모 ${p.memoCount}` : ''}
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
