'use client';
import type { Goals } from '@portal/contract';
import { examSubjectLabel, examSubjects } from '@portal/contract/education-labels';
import type { ReactNode } from 'react';
import styles from './education.module.css';

/** A parent's view of her child's goals (/mypage/goals): what the student set, read only. */
export function GoalsView({ head, goals: g }: { head: ReactNode; goals: Goals }) {
  return (
    <div className={styles.page}>
      {head}
      <section className={styles.card} aria-labelledby="goal-unis">
        <h2 id="goal-unis" className={styles.sectionTitle}>
          목표 대학
        </h2>
        {g.universities.length ? (
          <ol className={styles.rankList}>
            {g.universities.map((u, i) => (
              <li key={i}>
                <span className={styles.rank}>{i + 1}지망</span>
                <span>
                  <strong>{u.university}</strong> {u.department}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.meta}>아직 정한 목표 대학이 없습니다.</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="goal-grades">
        <h2 id="goal-grades" className={styles.sectionTitle}>
          과목별 목표 등급
        </h2>
        <dl className={styles.gradeGrid}>
          {examSubjects.map((s) => (
            <div key={s}>
              <dt>{examSubjectLabel[s]}</dt>
              <dd>{g.grades[s] ? `${g.grades[s]}등급` : '-'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
