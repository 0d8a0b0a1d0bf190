import Link from 'next/link';
import styles from './not-found.module.css';

export default function NotFound() {
  return (
    <main className={styles.page}>
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소가 바뀌었거나 아직 열리지 않은 메뉴입니다.</p>
      <Link href="/" className={styles.link}>
        홈으로 가기
      </Link>
    </main>
  );
}
