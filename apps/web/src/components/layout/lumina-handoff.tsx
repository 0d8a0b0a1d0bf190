'use client';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '@/components/providers/public-config';
import { luminaAddress } from './lumina';
import styles from './lumina-handoff.module.css';

/**
 * `/lumina` opened directly (a bookmark, the address typed, back from LUMINA after sign-in): the same
 * handoff as the drawer's entry, in this tab. The page is replaced, so back does not bounce here again.
 */
export function LuminaHandoff() {
  const { luminaUrl } = usePublicConfig();
  const [address, setAddress] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !luminaUrl) return;
    started.current = true;
    void luminaAddress(luminaUrl).then((next) => {
      if (!next) return;
      setAddress(next);
      window.location.replace(next);
    });
  }, [luminaUrl]);
  // No address set (LUMINA_URL): nothing to open, and her access token is sent nowhere.
  if (!luminaUrl)
    return (
      <section className={styles.box}>
        <h1 className={styles.title}>LUMINA가 아직 연결되지 않았어요</h1>
        <p className={styles.text}>학원에서 LUMINA 주소를 설정하면 여기서 바로 열려요. 궁금한 점은 학원에 문의해 주세요.</p>
      </section>
    );
  return (
    <section className={styles.box} aria-live="polite">
      <h1 className={styles.title}>LUMINA로 이동하고 있어요</h1>
      <p className={styles.text}>잠시만 기다려 주세요. 화면이 바뀌지 않으면 아래 버튼을 눌러 주세요.</p>
      {address && (
        <a className={styles.link} href={address}>
          LUMINA 열기
        </a>
      )}
    </section>
  );
}
