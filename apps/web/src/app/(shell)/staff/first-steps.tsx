import { peopleEndpoints } from '@portal/contract/endpoints/people';
import { reservationsStaffEndpoints } from '@portal/contract/endpoints/reservations-staff';
import { siteEndpoints } from '@portal/contract/endpoints/site';
import { AppLink } from '@/components/ui/app-link';
import { pathOf } from '@/lib/routes';
import { answerEndpoint } from '@/lib/server-prefetch';
import styles from './staff.module.css';

/**
 * A new centre's admin on /staff: what to set up before the others can use it, each step done or not,
 * until every one is (then nothing). Drawn by the server, no script. On a new centre the console was six
 * 0건 tiles, with 사람 관리 and 사이트 정보 the last of fourteen menus (an audit).
 */
export async function FirstSteps({ token }: { token: string }) {
  const [site, teachers, students, facilities] = await Promise.all([
    answerEndpoint(siteEndpoints.staffGet, {}, token),
    answerEndpoint(peopleEndpoints.list, { query: { category: 'teacher', pageSize: 1 } }, token),
    answerEndpoint(peopleEndpoints.list, { query: { category: 'student', pageSize: 1 } }, token),
    answerEndpoint(reservationsStaffEndpoints.staffFacilities, {}, token),
  ]);
  // Not known (the API did not answer in time): nothing said, rather than steps wrongly undone.
  if (!site || !teachers || !students || !facilities) return null;
  const people = pathOf('staffPeople');
  const steps = [
    {
      done: site.companyName !== '',
      label: '사이트 정보 입력',
      hint: '학원 이름과 사업자 정보가 모든 화면 아래에 보여요.',
      href: pathOf('staffSite'),
    },
    {
      done: teachers.results.length > 0,
      label: '선생님 계정 만들기',
      hint: '선생님마다 아이디와 일회용 비밀번호를 드려요.',
      href: `${people}/new?category=teacher`,
    },
    {
      done: students.results.length > 0,
      label: '학생과 학부모 등록',
      hint: '엑셀에서 복사해 한 번에 등록할 수 있어요.',
      href: `${people}/import`,
    },
    {
      done: facilities.results.some((f) => f.templates.length > 0),
      label: '시설 예약 시간 정하기',
      hint: '시간대가 있어야 학생이 예약할 수 있어요.',
      href: pathOf('staffReservations'),
    },
  ];
  const left = steps.filter((s) => !s.done).length;
  if (!left) return null;
  return (
    <section className={styles.firstSteps} aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className={styles.firstStepsTitle}>
        학원을 열기 전에 {left}가지가 남았어요
      </h2>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s.label} data-done={s.done}>
            {s.done ? (
              <span className={styles.step}>
                <span className={styles.stepMark} aria-hidden="true">
                  ✓
                </span>
                <span>
                  {s.label}
                  <span className="visually-hidden"> (완료)</span>
                </span>
              </span>
            ) : (
              <AppLink href={s.href} className={styles.step}>
                <span className={styles.stepMark} aria-hidden="true" />
                <span>
                  <strong>{s.label}</strong>
                  <span className={styles.stepHint}>{s.hint}</span>
                </span>
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
