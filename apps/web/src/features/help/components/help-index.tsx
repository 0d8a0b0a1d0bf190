import { AppLink } from '@/components/ui/app-link';
import { pathOf, type RouteName } from '@/lib/routes';
import styles from './help.module.css';

type Card = { route: RouteName; title: string; description: string; icon: string };

/** The help pages, as cards. */
const cards: readonly Card[] = [
  {
    route: 'helpAlarm',
    title: '푸시 알림 오류',
    description: '알림이 오지 않을 때 이 기기의 상태를 확인하고 고쳐요.',
    icon: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0',
  },
  {
    route: 'helpPwa',
    title: '앱 설치 안내',
    description: '홈 화면에 포털을 추가해 앱처럼 바로 열어 보세요.',
    icon: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM12 7v6.5M9.5 11l2.5 2.5 2.5-2.5M10.5 18.5h3',
  },
  {
    route: 'helpWifi',
    title: '와이파이 연결 안내',
    description: '학원 와이파이 이름과 휴대폰·PC에서 연결하는 방법이에요.',
    icon: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  },
  {
    route: 'helpFeedback',
    title: '의견 보내기',
    description: '불편한 점이나 바라는 점을 운영팀에 알려 주세요.',
    icon: 'M4 5h16v11H9l-5 4V5ZM8 9h8M8 12.5h5',
  },
];

/** /help: where to find help, one card per guide. */
export function HelpIndex() {
  return (
    <section className={styles.page} aria-labelledby="help-title">
      <h1 id="help-title" className={styles.title}>
        문제 해결
      </h1>
      <p className={styles.lead}>무엇을 도와드릴까요? 필요한 안내를 골라 주세요.</p>
      <ul className={styles.cards}>
        {cards.map((c) => (
          <li key={c.route}>
            <AppLink href={pathOf(c.route)} className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={c.icon} />
                </svg>
              </span>
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{c.title}</span>
                <span className={styles.cardDescription}>{c.description}</span>
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
