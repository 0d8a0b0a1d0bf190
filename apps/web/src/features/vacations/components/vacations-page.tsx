'use client';
import type { Vacation } from '@portal/contract';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { lazyComponent } from '@/components/ui/lazy';
import { useKeptDraft, useOpenKeptDraft } from '@/components/ui/form/kept-draft';
import { Skeleton } from '@/components/ui/states/skeleton';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useCancelVacation, useConsentVacation, useVacationHistory } from '../api/queries';
import { vacationTypeLabel } from '../messages';
import { VacationCard } from './vacation-card';
import { declineDraftKey, VACATION_REQUEST_DRAFT } from '../draft-keys';
import { useReveal } from './use-reveal';
import styles from './vacations.module.css';

// The form's code (form hook, time picker rules) loads when she opens it: parents never need it.
const VacationRequestForm = lazyComponent(() => import('./vacation-request-form').then((m) => m.VacationRequestForm), {
  ssr: false,
  // About the form's height (five cards are 530 px, the form 550): four left the list below to drop 128 px when it came.
  loading: () => <Skeleton rows={5} label="신청서를 여는 중입니다" />,
});

// The reason form loads when a parent first taps 동의하지 않기.
const DeclineForm = lazyComponent(() => import('./reject-form').then((m) => m.DeclineForm), {
  ssr: false,
  loading: () => <div data-form-loading aria-busy="true" />,
});

const failed = (err: unknown) => openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });

/**
 * /mypage/vacations: a student's history with her new-request form and cancel; a parent's view of
 * the child picked in the switcher, read-only but for consenting (or not, with a reason).
 */
export function VacationsPage() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const { isParent, studentId, ready, activeStudent, noChildren } = useActiveStudent();
  const isStudent = category === 'student';
  const ask = useReveal();
  const asking = ask.open;
  // A request she was writing before a reload opens again with what she typed.
  const keptRequest = useKeptDraft(VACATION_REQUEST_DRAFT);
  const { restore } = ask;
  useEffect(() => {
    if (keptRequest && isStudent) restore();
  }, [keptRequest, isStudent, restore]);
  const history = useVacationHistory(studentId, !!category && (isStudent || (isParent && ready && !!studentId)));
  const cancel = useCancelVacation();
  const consent = useConsentVacation();

  if (category && !isStudent && !isParent)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>휴가 내역</h1>
        <p className={styles.empty}>
          학생의 휴가 신청은 <AppLink href={pathOf('staffVacations')}>휴가 승인</AppLink> 메뉴에서 확인해 주세요.
        </p>
      </section>
    );
  if (noChildren)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>휴가 내역</h1>
        <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />
      </section>
    );

  const onCancel = async (v: Vacation) => {
    const ok = await confirmDialog({
      title: '신청을 취소할까요?',
      message: `${vacationTypeLabel[v.type]} 신청을 취소합니다. 보호자님께도 알려 드립니다.`,
      confirmLabel: '신청 취소',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(v.id);
      showToast({ status: 'success', title: '신청을 취소했습니다.' });
    } catch (err) {
      void failed(err);
    }
  };

  const onConsent = async (v: Vacation) => {
    const ok = await confirmDialog({
      title: '휴가 신청에 동의할까요?',
      message: `${v.student.name} 학생의 ${vacationTypeLabel[v.type]} 신청에 동의합니다. 동의하면 선생님이 승인 여부를 결정합니다.`,
      confirmLabel: '동의',
    });
    if (!ok) return;
    try {
      await consent.mutateAsync(v.id);
      showToast({ status: 'success', title: '동의했습니다.', description: '선생님께 승인 요청을 보냈습니다.' });
    } catch (err) {
      void failed(err);
    }
  };

  const heading = isParent && activeStudent ? `${activeStudent.name} 학생의 휴가 내역` : '휴가 내역';
  return (
    <section className={styles.page} aria-labelledby="vacations-title">
      <BackLink href={pathOf('mypage')}>마이페이지</BackLink>
      <div className={styles.pageHead}>
        <h1 id="vacations-title" className={styles.title}>
          {heading}
        </h1>
        {isStudent && !asking && (
          <Button ref={ask.opener} onClick={ask.show} aria-expanded={asking}>
            휴가 신청
          </Button>
        )}
      </div>
      {isParent && (
        <p className={styles.hint}>
          자녀가 신청한 휴가에 동의하면 선생님이 승인 여부를 결정합니다. 동의하지 않으면 이유와 함께 자녀에게 알려 드립니다.
        </p>
      )}
      {asking && <VacationRequestForm onDone={ask.close} focus={ask.focus} />}

      <h2 className={styles.srOnly}>신청 내역</h2>
      <PagedList
        query={history}
        loadingLabel="휴가 내역을 불러오는 중입니다"
        errorText="휴가 내역을 불러오지 못했습니다."
        empty={
          <EmptyState
            icon={calendarIcon}
            title="아직 신청한 휴가가 없습니다"
            description={
              isParent ? '자녀가 휴가를 신청하면 여기에서 동의할 수 있습니다.' : '외출이나 외박이 필요하면 휴가를 신청해 주세요.'
            }
          />
        }
      >
        {(items) => (
          <ol className={styles.list} aria-label="휴가 신청 내역">
            {items.map((v) => (
              <li key={v.id}>
                <VacationCard vacation={v}>
                  {isStudent && (v.status === 'requested' || v.status === 'consented') && (
                    <Button variant="secondary" onClick={() => onCancel(v)} disabled={cancel.isPending}>
                      신청 취소
                    </Button>
                  )}
                  {isParent && v.status === 'requested' && (
                    <ConsentActions vacation={v} onConsent={() => onConsent(v)} consenting={consent.isPending} />
                  )}
                </VacationCard>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}

/** 동의하기, or 동의하지 않기 with a reason her child reads (the form, kept over a reload, loads on the tap). */
function ConsentActions({ vacation: v, onConsent, consenting }: { vacation: Vacation; onConsent: () => void; consenting: boolean }) {
  const declining = useReveal();
  useOpenKeptDraft(declineDraftKey(v.id), declining.restore);
  if (declining.open) return <DeclineForm vacation={v} onClose={declining.close} focus={declining.focus} />;
  return (
    <>
      <Button ref={declining.opener} variant="secondary" onClick={declining.show}>
        동의하지 않기
      </Button>
      <Button onClick={onConsent} disabled={consenting}>
        동의하기
      </Button>
    </>
  );
}
