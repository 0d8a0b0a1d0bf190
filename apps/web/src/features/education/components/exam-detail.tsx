'use client';
import { examSubjectLabel, examSubjects } from '@portal/contract/education-labels';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { useRouter } from 'next/navigation';
import { formatDate, formatDateTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useDeleteExam, useExam } from '../api/queries';
import { educationPath } from '../lib/paths';
import { useLeaveOnStudentSwitch, useViewer } from '../lib/use-viewer';
import { loadErrorText, Status, isNotFound } from './common';
import styles from './education.module.css';

/** Everything of one exam entry; the student may change or remove it until staff lock it. */
export function ExamDetail({ id }: { id: number }) {
  const viewer = useViewer();
  const router = useRouter();
  const list = educationPath.tab('grades');
  const exam = useExam(viewer.sid, id, viewer.ready);
  useLeaveOnStudentSwitch(viewer.sid, viewer.ready, list, isNotFound(exam.error));
  const remove = useDeleteExam(viewer.sid);

  const back = <BackLink href={list}>모의고사 성적</BackLink>;
  if (!viewer.ready || exam.isPending)
    return (
      <div className={styles.page}>
        <Status kind="loading" />
      </div>
    );
  if (exam.isError)
    return (
      <div className={styles.page}>
        {back}
        <Status kind="error" error={exam.error} onRetry={() => exam.refetch()}>
          {loadErrorText(exam.error, '성적을 불러오지 못했습니다.', viewer.hasOtherChild)}
        </Status>
      </div>
    );
  const r = exam.data;
  const canEdit = viewer.isStudent && !r.locked;

  const onDelete = async () => {
    if (
      !(await confirmDialog({
        title: '성적을 삭제할까요?',
        message: `${r.exam.name} 성적을 지웁니다. 되돌릴 수 없습니다.`,
        confirmLabel: '삭제',
      }))
    )
      return;
    try {
      await remove.mutateAsync(r.id);
      void openModal({ type: 'success', title: '성적을 삭제했습니다.' });
      router.replace(list);
    } catch (err) {
      // The entry on screen is asked again by the delete's own invalidation (afterExamDelete).
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {back}
        <h1 className={styles.title}>{r.exam.name}</h1>
        <p className={styles.meta}>
          {formatDate(r.exam.examDate)} · {r.exam.organizer} · 입력 {formatDateTime(r.updatedAt)}
        </p>
      </div>
      {r.locked ? (
        <p className={styles.lockNote} role="status">
          <StatusBadge tone="warning">확정</StatusBadge> {r.lockedBy ? `${r.lockedBy.name} 선생님이 ` : ''}
          {r.lockedAt ? `${formatDate(r.lockedAt)}에 ` : ''}확정한 성적입니다. 수정할 수 없습니다.
        </p>
      ) : viewer.isStudent ? (
        <p className={styles.hint}>선생님이 확정하기 전까지 수정할 수 있습니다.</p>
      ) : null}

      <div className={styles.card}>
        <table className={styles.scoreTable}>
          <caption className="visually-hidden">과목별 성적</caption>
          <thead>
            <tr>
              <th scope="col">과목</th>
              <th scope="col">등급</th>
              <th scope="col">원점수</th>
              <th scope="col">틀린 문항</th>
            </tr>
          </thead>
          <tbody>
            {examSubjects.map((s) => {
              const score = r.scores[s];
              return (
                <tr key={s}>
                  <th scope="row">
                    <span className={styles.subject}>{examSubjectLabel[s]}</span>
                    {score?.elective ? <span className={styles.subLabel}>{score.elective}</span> : null}
                  </th>
                  {score ? (
                    <>
                      {score.grade == null ? (
                        <td className={styles.gradePending}>발표 전</td>
                      ) : (
                        <td className={styles.grade}>{score.grade}</td>
                      )}
                      <td>{score.rawScore}</td>
                      <td className={styles.wrong}>{score.wrongQuestions.length ? score.wrongQuestions.join(', ') : '없음'}</td>
                    </>
                  ) : (
                    <td colSpan={3} className={styles.meta}>
                      응시하지 않음
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {canEdit ? (
        <div className={styles.actions}>
          <AppLink href={educationPath.editExam(r.id)} className={styles.primaryLink}>
            수정
          </AppLink>
          <Button variant="secondary" onClick={onDelete} disabled={remove.isPending}>
            삭제
          </Button>
        </div>
      ) : null}
    </div>
  );
}
