'use client';
import { planStateLabel, planSubjectLabel } from '@portal/contract/education-labels';
import { BackLink } from '@/components/ui/back-link';
import { formatDate, formatPeriod } from '@portal/contract/dates';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { usePlan } from '../api/queries';
import { educationPath } from '../lib/paths';
import { useLeaveOnStudentSwitch, useViewer } from '../lib/use-viewer';
import { loadErrorText, Status, isNotFound } from './common';
import { authorName, stateTone } from './curriculum-tab';
import styles from './education.module.css';
import { PlanActions, PlanMemos } from './plan-memos';

/** One study plan: what, when, by whom, its state and actions, and the memos under it. */
export function PlanDetail({ id }: { id: number }) {
  const viewer = useViewer();
  const list = educationPath.tab('curriculum');
  const plan = usePlan(viewer.sid, id, viewer.ready);
  useLeaveOnStudentSwitch(viewer.sid, viewer.ready, list, isNotFound(plan.error));
  const back = <BackLink href={list}>커리큘럼</BackLink>;
  if (!viewer.ready || plan.isPending)
    return (
      <div className={styles.page}>
        <Status kind="loading" />
      </div>
    );
  if (plan.isError)
    return (
      <div className={styles.page}>
        {back}
        <Status kind="error" error={plan.error} onRetry={() => plan.refetch()}>
          {loadErrorText(plan.error, '학습 계획을 불러오지 못했습니다.', viewer.hasOtherChild)}
        </Status>
      </div>
    );
  const p = plan.data;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {back}
        <p className={styles.itemHead}>
          <StatusBadge tone={stateTone(p.state)}>{planStateLabel[p.state]}</StatusBadge>
          <span className={styles.subjectTag}>
            {planSubjectLabel[p.subject]} · {p.area}
          </span>
        </p>
        <h1 className={styles.title}>{p.title}</h1>
      </div>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <div>
            <dt>기간</dt>
            <dd>{formatPeriod(p.startDate, p.endDate)}</dd>
          </div>
          <div>
            <dt>작성</dt>
            <dd>{authorName(p)}</dd>
          </div>
          {p.stateChangedAt && p.state !== 'active' ? (
            <div>
              <dt>{planStateLabel[p.state]}</dt>
              <dd>{formatDate(p.stateChangedAt)}</dd>
            </div>
          ) : null}
        </dl>
        {p.description ? <p className={styles.body}>{p.description}</p> : null}
      </div>
      {viewer.isStudent ? <PlanActions sid={viewer.sid} plan={p} /> : null}
      <PlanMemos sid={viewer.sid} planId={p.id} canWrite={viewer.isStudent} />
    </div>
  );
}
