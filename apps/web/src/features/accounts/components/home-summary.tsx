'use client';
import { Icon } from '@/components/layout/icons';
import { useMe } from '../api/queries';
import { categoryLabel } from '../messages';
import styles from './accounts.module.css';

/** Home: who is signed in and what is waiting for her. */
export function HomeSummary() {
  const { data: me, isError, isPlaceholderData } = useMe();
  if (!me) return null;
  return (
    <section className={styles.card} aria-labelledby="home-greeting" data-state={isPlaceholderData ? 'cached' : 'fresh'}>
      <p className={styles.category}>{categoryLabel[me.category]}</p>
      <h1 id="home-greeting" className={styles.greeting}>
        {me.name}님, 안녕하세요
      </h1>
      <ul className={styles.badges} aria-label="새 소식">
        <li className={styles.badge} data-on={me.bedge.alarm}>
          <Icon name="bell" />
          <span>새 알림</span>
          <strong>{me.bedge.alarm_count}건</strong>
        </li>
        <li className={styles.badge} data-on={me.bedge.chat}>
          <Icon name="chat" />
          <span>새 채팅</span>
          <strong>{me.bedge.chat_count}건</strong>
        </li>
      </ul>
      {isError && <p className={styles.note}>최신 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>}
    </section>
  );
}
