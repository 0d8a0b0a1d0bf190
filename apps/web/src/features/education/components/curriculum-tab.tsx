'use client';
import type { Plan } from '@portal/contract';
import { planStateLabel, planStates, planSubjectLabel, type PlanState } from '@portal/contract/education-labels';
import Link from 'next/link';
import { useState } from 'react';
import { formatPeriod } from '@portal/contract/dates';
import { usePlanList, type Sid } from '../api/queries';
import { educationPath } from '../lib/paths';
import { Badge, PagedList } from './common';
import styles from './education.module.css';

export const stateTone = (s: PlanState) => (s === 'active' ? 'key' : s === 'completed' ? 'done' : 'muted');

/** A plan's author as she reads it: "정우진 선생님", or her own name. */
export const authorName = (p: Pick<Plan, 'author'>) => (p.author.category === 'student' ? p.author.name : `${p.author.name} 선생님`);

/** Her study plans by state (running first), each opening its memos. */
export function CurriculumTab({ sid }: { sid: Sid }) {
  const [state, setState] = useState<PlanState | 'all'>('all');
  const list = usePlanList(sid, state);
  const filters: (PlanState | 'all')[] = ['all', ...planStates];
  return (
    <div className={styles.stack}>
      <div className={styles.chips} role="group" aria-label="상태로 보기">
        {filters.map((f) => (
          <button key={f} type="button" className={styles.chip} aria-pressed={f === state} onClick={() => setState(f)}>
            {f === 'all' ? '전체' : planStateLabel[f]}
          </button>
        ))}
      </div>
      <PagedList query={list} errorText="학습 계획을 불러오지 못했습니다." empty={state === 'all' ? '아직 학습 계획이 없습니다.' : `${planStateLabel[state]} 상태인 계획이 없습니다.`}>
        {(plans) => (
          <ul className={styles.list}>
            {plans.map((p) => (
              <li key={p.id}>
                <Link href={educationPath.plan(p.id)} className={styles.item}>
                  <span className={styles.itemHead}>
                    <Badge tone={stateTone(p.state)}>{planStateLabel[p.state]}</Badge>
                    <span className={styles.subjectTag}>
                      {planSubjectLabel[p.subject]} · {p.area}
                    </span>
                  </span>
                  <span className={styles.itemTitle}>{p.title}</span>
                  <span className={styles.meta}>
                    {formatPeriod(p.startDate, p.endDate)} · {authorName(p)}
                    {p.memoCount ? ` · 메모 ${p.memoCount}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
