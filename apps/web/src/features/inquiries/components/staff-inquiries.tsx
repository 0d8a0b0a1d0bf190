'use client';
import type { Inquiry } from '@portal/contract';
import { formatDateTime, relativeTime } from '@portal/contract/dates';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { useKeptDraft } from '@/components/ui/form/kept-draft';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { lazyComponent } from '@/components/ui/lazy';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCloseInquiry, useStaffInquiries } from '../api/queries';
import {
  answerDraftKey,
  askerLabel,
  inquiryAnswerMethodLabels,
  inquiryStatusLabels,
  staffFilters,
  statusTone,
  topicLabel,
} from '../messages';
import { InquiryFacts } from './inquiry-detail';
import { InquiryFiles } from './inquiry-files';
import { styles } from './styles';
import { useNow } from '@/lib/use-now';
import { useUrlChoice } from '@/lib/url-choice';
import { isStaffInquiryStatus } from '../staff-status';

// The answer and hand-over forms (and the form hook) load when a teacher first taps them.
const AnswerForm = lazyComponent(() => import('./answer-form').then((m) => m.AnswerForm), {
  ssr: false,
  loading: () => <div className={styles.staffActions} data-form-loading aria-busy="true" />,
});
const ReassignForm = lazyComponent(() => import('./reassign-form').then((m) => m.ReassignForm), {
  ssr: false,
  loading: () => <div className={styles.staffActions} data-form-loading aria-busy="true" />,
});

/**
 * /staff/inquiries: the inbox. Open inquiries oldest first with how long each has waited; answer
 * (with files), hand to another teacher, or close. A teacher sees hers and the "any teacher" ones;
 * the operator all of them.
 */
export function StaffInquiries() {
  // In the address: a reload keeps the chosen status.
  const [status, setStatus] = useUrlChoice('status', isStaffInquiryStatus, 'open');
  const list = useStaffInquiries(status);
  const now = useNow();
  const { data: session } = useSession();
  const filter = staffFilters.find((f) => f.value === status)!;
  const loaded = !!list.data;
  // An alarm links to `#inquiry-<id>`: bring that card into view once the list is there.
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#inquiry-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-inquiries-title">
      <h1 id="staff-inquiries-title" className={styles.title}>
        문의 관리
      </h1>
      <p className={styles.hint}>
        {session?.user.category === 'admin' ? '모든 문의가 보입니다.' : '선생님께 온 문의와 ‘선생님 누구나’ 문의, 생활 문의가 보입니다.'}{' '}
        오래 기다린 문의가 위에 있습니다.
      </p>
      <Chips label="문의 상태" layout="scroll" options={staffFilters} value={status} onChange={setStatus} />
      <h2 className={styles.srOnly}>{filter.label}</h2>
      <PagedList
        query={list}
        loadingLabel="문의를 불러오는 중입니다"
        errorText="문의를 불러오지 못했습니다."
        empty={<EmptyState title={filter.empty} />}
      >
        {(items) => (
          <ul className={styles.list} aria-label={`${filter.label} 문의 목록`}>
            {items.map((q) => (
              <li key={q.id}>
                <StaffCard inquiry={q} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function StaffCard({ inquiry: q, now }: { inquiry: Inquiry; now: Date }) {
  return (
    <article id={`inquiry-${q.id}`} className={styles.card} aria-labelledby={`inquiry-${q.id}-title`} data-testid="staff-inquiry">
      <div className={styles.cardHead}>
        <h3 id={`inquiry-${q.id}-title`} className={styles.cardTitle}>
          {topicLabel(q)}
          <span className={styles.sender}>
            {askerLabel(q.asker)}
            {q.asker.id !== q.student.id ? ` (${q.student.name} 학생)` : ''}
          </span>
        </h3>
        <StatusBadge tone={statusTone[q.status]}>{inquiryStatusLabels[q.status]}</StatusBadge>
      </div>
      {q.status === 'open' && (
        <p className={styles.meta}>
          <span className={styles.waiting} suppressHydrationWarning>
            {relativeTime(q.createdAt, now)} 접수
          </span>{' '}
          · {formatDateTime(q.createdAt)}
          {q.answerMethod && q.answerMethod !== 'app' ? ` · ${inquiryAnswerMethodLabels[q.answerMethod]} 희망` : ''}
        </p>
      )}
      <p className={styles.body}>{q.body}</p>
      {q.attachments.length > 0 && <InquiryFiles files={q.attachments} label="첨부 파일" />}
      <details className={styles.more}>
        <summary>문의 정보 더 보기</summary>
        <InquiryFacts inquiry={q} />
      </details>
      {q.answer && (
        <div className={styles.answer}>
          <p className={styles.answerLabel}>
            답변{q.answeredBy ? ` · ${q.answeredBy.name}` : ''}
            {q.answeredAt ? ` · ${formatDateTime(q.answeredAt)}` : ''}
          </p>
          <p className={styles.body}>{q.answer}</p>
          {q.answerAttachments.length > 0 && <InquiryFiles files={q.answerAttachments} label="답변 첨부 파일" />}
        </div>
      )}
      {q.status !== 'closed' && <StaffActions inquiry={q} />}
    </article>
  );
}

function StaffActions({ inquiry: q }: { inquiry: Inquiry }) {
  const close = useCloseInquiry();
  const [mode, setMode] = useState<'answer' | 'reassign' | null>(null);
  const [done, setDone] = useState(false);
  const kept = useKeptDraft(answerDraftKey(q.id)) && !done && q.status === 'open';
  const closeIt = async () => {
    if (
      !(await confirmDialog({
        title: '문의를 종료할까요?',
        message: q.answer
          ? '종료하면 더 이상 처리 중 목록에 보이지 않습니다.'
          : '답변 없이 종료합니다. 만나서나 전화로 안내를 마쳤을 때 종료해 주세요. 문의한 분께 알림이 갑니다.',
        confirmLabel: '종료',
      }))
    )
      return;
    try {
      await close.mutateAsync(q.id);
      showToast({ status: 'success', title: '문의를 종료했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  const finish = () => {
    setMode(null);
    setDone(true);
  };
  if (mode === 'answer' || kept) return <AnswerForm inquiry={q} onClose={finish} />;
  if (mode === 'reassign') return <ReassignForm inquiry={q} onClose={finish} />;
  return (
    <div className={styles.staffActions}>
      <Button variant="secondary" onClick={closeIt} disabled={close.isPending}>
        종료
      </Button>
      {q.status === 'open' && q.kind === 'academic' && (
        <Button variant="secondary" onClick={() => setMode('reassign')}>
          넘기기
        </Button>
      )}
      {q.status === 'open' && <Button onClick={() => setMode('answer')}>답변</Button>}
    </div>
  );
}
