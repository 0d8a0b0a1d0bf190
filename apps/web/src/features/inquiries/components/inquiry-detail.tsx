'use client';
import type { Inquiry } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { ANY_TEACHER_LABEL } from '@portal/contract/inquiries-labels';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useInquiry } from '../api/queries';
import {
  askerLabel,
  inquiryAnswerMethodLabels,
  inquiryCategoryLabels,
  inquiryKindLabels,
  inquiryStatusLabels,
  inquirySubjectLabels,
  statusTone,
} from '../messages';
import { InquiryFiles } from './inquiry-files';
import { styles } from './styles';

/** /contactus/[id]: one inquiry, what she asked and the answer with its files. */
export function InquiryDetail({ id }: { id: number }) {
  const { data: session } = useSession();
  const staff = isStaffCategory(session?.user.category);
  const inquiry = useInquiry(id, !!session && !staff);
  const back = <BackLink href={pathOf('contactus')}>문의 내역</BackLink>;
  if (staff)
    return (
      <div className={styles.page}>
        <p className={styles.pending}>
          선생님은 <AppLink href={`${pathOf('staffInquiries')}#inquiry-${id}`}>문의 관리</AppLink>에서 문의를 보고 답변할 수 있습니다.
        </p>
      </div>
    );
  if (inquiry.isPending)
    return (
      <div className={styles.page}>
        {back}
        <Skeleton rows={4} label="문의를 불러오는 중입니다" />
      </div>
    );
  if (inquiry.isError)
    return (
      <div className={styles.page}>
        {back}
        {inquiry.error instanceof ApiError && inquiry.error.status === 404 ? (
          <ErrorState>찾는 문의가 없습니다. 주소를 다시 확인해 주세요.</ErrorState>
        ) : (
          <ErrorState onRetry={() => inquiry.refetch()}>문의를 불러오지 못했습니다.</ErrorState>
        )}
      </div>
    );
  const q = inquiry.data;
  return (
    <article className={styles.page} aria-labelledby="inquiry-title">
      {back}
      <div className={styles.cardHead}>
        <h1 id="inquiry-title" className={styles.title}>
          {inquiryKindLabels[q.kind]}
        </h1>
        <StatusBadge tone={statusTone[q.status]}>{inquiryStatusLabels[q.status]}</StatusBadge>
      </div>
      <div className={styles.card}>
        <InquiryFacts inquiry={q} />
        <p className={styles.body}>{q.body}</p>
        {q.attachments.length > 0 && <InquiryFiles files={q.attachments} label="첨부 파일" />}
      </div>
      <Answer inquiry={q} />
    </article>
  );
}

/** What the inquiry is about, to whom, and how she wants the answer. */
export function InquiryFacts({ inquiry: q }: { inquiry: Inquiry }) {
  return (
    <dl className={styles.facts}>
      {q.kind === 'academic' ? (
        <>
          <dt>과목</dt>
          <dd>{q.subject ? inquirySubjectLabels[q.subject] : ''}</dd>
          <dt>선생님</dt>
          <dd>{q.teacher ? `${q.teacher.name} 선생님` : ANY_TEACHER_LABEL}</dd>
          <dt>답변 방법</dt>
          <dd>{q.answerMethod ? inquiryAnswerMethodLabels[q.answerMethod] : ''}</dd>
        </>
      ) : (
        <>
          <dt>분류</dt>
          <dd>{q.category ? inquiryCategoryLabels[q.category] : ''}</dd>
        </>
      )}
      <dt>문의한 사람</dt>
      <dd>{askerLabel(q.asker)}</dd>
      {q.asker.id !== q.student.id && (
        <>
          <dt>학생</dt>
          <dd>{q.student.name}</dd>
        </>
      )}
      <dt>문의 일시</dt>
      <dd>{formatDateTime(q.createdAt)}</dd>
    </dl>
  );
}

function Answer({ inquiry: q }: { inquiry: Inquiry }) {
  if (q.answer)
    return (
      <section className={styles.answer} aria-labelledby="inquiry-answer-title">
        <h2 id="inquiry-answer-title" className={styles.answerLabel}>
          답변{q.answeredBy ? ` · ${q.answeredBy.name} 선생님` : ''}
          {q.answeredAt ? ` · ${formatDateTime(q.answeredAt)}` : ''}
        </h2>
        <p className={styles.body}>{q.answer}</p>
        {q.answerAttachments.length > 0 && <InquiryFiles files={q.answerAttachments} label="답변 첨부 파일" />}
      </section>
    );
  if (q.status === 'closed')
    return (
      <p className={styles.pending}>
        {q.closedAt ? `${formatDateTime(q.closedAt)}에 ` : ''}종료된 문의입니다. 더 궁금한 점이 있으면 새로 문의해 주세요.
      </p>
    );
  const method = q.kind === 'academic' && q.answerMethod && q.answerMethod !== 'app' ? q.answerMethod : null;
  return (
    <p className={styles.pending} role="status">
      선생님이 확인하고 있습니다.{' '}
      {method === 'in_person'
        ? '만나서 설명해 드릴 시간을 정해 연락드리겠습니다.'
        : method === 'phone'
          ? '전화로 연락드리겠습니다.'
          : '답변이 오면 알려 드리겠습니다.'}
    </p>
  );
}
