import type { Metadata } from 'next';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다' };

/** 404 outside the shell (sign-in pages and unknown top-level addresses). */
export default function NotFound() {
  return (
    <main className={styles.page}>
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소가 바뀌었거나 아직 열리지 않은 메뉴입니다.</p>
      {/* A plain link: a client-side link here rides on the first load of the sign-in page (the root
          not-found boundary ships with it), about 3 KB gzip. A 404 can afford a full load. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={styles.link}>
        홈으로 가기
      </a>
    </main>
  );
}
