'use client';
import { examSubjectLabel, examSubjects } from '@portal/contract/education-labels';
import { formatDate } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { openModal, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useExamList } from '../../api/queries';
import { useLockExam } from '../../api/staff-queries';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { loadErrorText } from '../common';
import styles from '../education.module.css';
import { gradeLine, gradePending, gradeText } from '../../lib/grades';
import staff from './staff.module.css';

/** The student's exam entries, each to confirm (lock) or release. */
export function StaffExams({ sid }: { sid: number }) {
  const list = useExamList(sid);
  const lock = useLockExam(sid);
  const toggle = async (id: number, locked: boolean, name: string, updatedAt: string) => {
    try {
      await lock.mutateAsync({ id, locked, updatedAt });
      showToast({ status: 'success', title: locked ? `${name} 성적을 확정했습니다.` : `${name} 성적 확정을 풀었습니다.` });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>확정한 성적은 학생이 고칠 수 없습니다. 잘못 입력했다면 확정을 풀어 주세요.</p>
      <PagedList
        query={list}
        errorText={(e) => loadErrorText(e, '성적을 불러오지 못했습니다.')}
        empty={
          <EmptyState
            icon={documentIcon}
            title="입력한 성적이 없습니다"
            description="학생이 성적을 입력하면 여기에서 확정할 수 있습니다."
          />
        }
      >
        {(records) => (
          <ul className={styles.list}>
            {records.map((r) => (
              <li key={r.id} className={`${styles.card} ${staff.row}`}>
                <div className={staff.rowMain}>
                  <p className={styles.itemHead}>
                    {r.locked ? <StatusBadge tone="warning">확정</StatusBadge> : <StatusBadge>확정 전</StatusBadge>}
                    {gradePending(r) ? <StatusBadge tone="neutral">등급 발표 전</StatusBadge> : null}
                    <span className={styles.meta}>{formatDate(r.exam.examDate)}</span>
                  </p>
                  <p className={styles.itemTitle}>{r.exam.name}</p>
                  <p className={styles.meta}>{gradeLine(r)}</p>
                  {!r.locked && gradePending(r) ? <p className={styles.hint}>등급이 모두 들어오면 확정할 수 있습니다.</p> : null}
                  <details className={staff.more}>
                    <summary>원점수와 틀린 문항</summary>
                    <ul className={staff.scoreList}>
                      {examSubjects.map((s) => {
                        const score = r.scores[s];
                        return score ? (
                          <li key={s}>
                            <strong>{examSubjectLabel[s]}</strong>
                            {score.elective ? ` (${score.elective})` : ''} {gradeText(score.grade)} · {score.rawScore}점 · 틀린 문항{' '}
                            {score.wrongQuestions.length ? score.wrongQuestions.join(', ') : '없음'}
                          </li>
                        ) : null;
                      })}
                    </ul>
                  </details>
                </div>
                <Button
                  variant={r.locked ? 'secondary' : 'primary'}
                  disabled={lock.isPending || (!r.locked && gradePending(r))}
                  onClick={() => toggle(r.id, !r.locked, r.exam.shortName, r.updatedAt)}
                  aria-label={`${r.exam.name} ${r.locked ? '확정 해제' : '확정'}`}
                >
                  {r.locked ? '확정 해제' : '확정'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
