'use client';
import type { OneTimePasswordOutput, Person, PersonChange } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/components/ui/dialog/dialog-store';
import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { ErrorState } from '@/components/ui/states/error-state';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { Skeleton } from '@/components/ui/states/skeleton';
import { showToast } from '@/components/ui/toast/toast-store';
import { usePerson, usePersonHistory, useResetPassword, useSetActive } from '../api/queries';
import { OneTimePasswordBox } from './one-time-password';
import { personPath } from './people-list';
import { PersonForm } from './person-form';
import styles from '@/components/ui/console/console.module.css';

const failed = (e: unknown) => (e instanceof Error && e.message ? e.message : '요청을 처리하지 못했습니다. 다시 시도해 주세요.');

/** /staff/people/:id: her details, her family, and her account (switch off or on, a new one-time password). */
export function PersonPage({ id }: { id: number }) {
  const { data: person, isError, error, refetch } = usePerson(id);
  // No one by that id (a wrong or old link): said, with the way back, not a 다시 시도 that never helps.
  if (isError && !person && error instanceof ApiError && error.status === 404)
    return (
      <EmptyState
        icon={lostIcon}
        headingLevel={1}
        title="찾을 수 없는 사람입니다"
        description="주소가 잘못되었거나 지워진 계정입니다."
        action={{ label: '사람 관리로 가기', href: pathOf('staffPeople') }}
      />
    );
  if (isError && !person) return <ErrorState onRetry={() => void refetch()}>정보를 불러오지 못했습니다.</ErrorState>;
  if (!person) return <Skeleton variant="card" rows={4} label="정보를 불러오는 중입니다" />;
  return (
    <div className={styles.page}>
      <PersonForm key={person.id} category={person.category} person={person} />
      {person.category === 'student' && <Parents person={person} />}
      <Account person={person} />
      <History id={person.id} />
    </div>
  );
}

function Parents({ person }: { person: Person }) {
  return (
    <section className={styles.card} aria-labelledby="person-parents">
      <h2 id="person-parents" className={styles.cardTitle}>
        학부모
      </h2>
      {person.links.length === 0 ? (
        <p className={styles.muted}>연결된 학부모가 없습니다. 학부모 정보에서 자녀로 연결해 주세요.</p>
      ) : (
        <ul className={styles.links}>
          {person.links.map((l) => (
            <li key={l.id}>
              <AppLink href={personPath(l.id)} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.name}>{l.name}</span>
                  <span className={styles.meta}>
                    {l.relation} · {l.username}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the other parts of the portal let go of when someone's account is switched off (the API's people.left). */
const LEAVING: Partial<Record<Person['category'], string>> = {
  student: ' 시작 전인 예약과 결제를 기다리는 주문은 취소됩니다.',
  teacher: ' 진행 중인 채팅과 답변하지 않은 문의는 다른 선생님께 넘어갑니다.',
  admin: ' 진행 중인 채팅과 답변하지 않은 문의는 다른 선생님께 넘어갑니다.',
};

function Account({ person }: { person: Person }) {
  // Her own account: neither switched off nor reset from here (a reset ended the very sign-in she
  // pressed it from, before she could read the new password: an audit). Her password has its own page.
  const me = useSession().data?.user.id === person.id;
  const setActive = useSetActive(person.id);
  const reset = useResetPassword(person.id);
  const [otp, setOtp] = useState<OneTimePasswordOutput | null>(null);

  const switchOff = async () => {
    const ok = await confirmDialog({
      title: `${person.name}님의 계정을 사용 중지할까요?`,
      message: `지금 로그인한 기기에서도 바로 로그아웃되고, 다시 사용으로 바꿀 때까지 로그인할 수 없습니다.${LEAVING[person.category] ?? ''}`,
      confirmLabel: '사용 중지',
    });
    if (!ok) return;
    try {
      await setActive.mutateAsync(false);
      showToast({ title: '사용 중지했습니다.', status: 'success' });
    } catch (e) {
      showToast({ title: failed(e), status: 'failed' });
    }
  };
  const switchOn = async () => {
    try {
      await setActive.mutateAsync(true);
      showToast({ title: '다시 사용할 수 있게 했습니다.', status: 'success' });
    } catch (e) {
      showToast({ title: failed(e), status: 'failed' });
    }
  };
  const resetPassword = async () => {
    const ok = await confirmDialog({
      title: '비밀번호를 초기화할까요?',
      message: `${person.name}님의 로그인이 모두 끝나고, 새 일회용 비밀번호로만 로그인할 수 있습니다.`,
      confirmLabel: '초기화',
    });
    if (!ok) return;
    try {
      setOtp(await reset.mutateAsync());
    } catch (e) {
      showToast({ title: failed(e), status: 'failed' });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="person-account">
      <h2 id="person-account" className={styles.cardTitle}>
        계정
      </h2>
      <p className={styles.muted}>
        {person.active ? '사용 중' : '사용 중지됨: 로그인할 수 없습니다.'}
        {person.active && person.mustChangePassword ? ' · 아직 일회용 비밀번호를 바꾸지 않았습니다.' : ''}
      </p>
      {otp && <OneTimePasswordBox name={person.name} username={person.username} password={otp.oneTimePassword} />}
      {me ? (
        <p className={styles.muted}>
          지금 로그인한 내 계정입니다. 비밀번호는 <AppLink href={pathOf('mypagePassword')}>비밀번호 변경</AppLink>에서 바꿀 수 있습니다.
        </p>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={resetPassword} disabled={reset.isPending}>
            비밀번호 초기화
          </Button>
          {person.active ? (
            <Button variant="secondary" className={styles.danger} onClick={switchOff} disabled={setActive.isPending}>
              사용 중지
            </Button>
          ) : (
            <Button onClick={switchOn} disabled={setActive.isPending}>
              다시 사용
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

const ACTION_LABEL: Record<PersonChange['action'], string> = {
  created: '계정을 만들었습니다',
  imported: '일괄 등록으로 만들었습니다',
  updated: '정보를 고쳤습니다',
  deactivated: '사용 중지했습니다',
  activated: '다시 사용하게 했습니다',
  'password-reset': '비밀번호를 초기화했습니다',
  discharged: '퇴소일이 지나 사용 중지되었습니다',
};

/** Who did what to her account, and when: the latest 50 (an admin asks "who switched her off?"). */
function History({ id }: { id: number }) {
  const { data, isError, refetch } = usePersonHistory(id);
  const rows = data?.results;
  return (
    <section className={styles.card} aria-labelledby="person-history">
      <h2 id="person-history" className={styles.cardTitle}>
        변경 기록
      </h2>
      {isError && !rows ? (
        <ErrorState onRetry={() => void refetch()}>변경 기록을 불러오지 못했습니다.</ErrorState>
      ) : !rows ? (
        <Skeleton rows={2} label="변경 기록을 불러오는 중입니다" />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>기록된 변경이 없습니다. 이 기능이 생기기 전의 변경은 남아 있지 않습니다.</p>
      ) : (
        <ol className={styles.links} aria-label="변경 기록">
          {rows.map((r, i) => (
            <li key={i} className={styles.historyRow} data-testid="person-change">
              <span>
                {r.actorName ?? (r.action === 'discharged' ? '자동' : '관리 명령(npm run admin)')} · {ACTION_LABEL[r.action]}
                {r.detail && <span className={styles.muted}> ({r.detail})</span>}
              </span>
              <time className={styles.meta} dateTime={r.at}>
                {formatDateTime(r.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
