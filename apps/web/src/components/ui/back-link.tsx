import { AppLink } from '@/components/ui/app-link';
import styles from './back-link.module.css';

/** A sub-page's way back to where it belongs ("‹ 마이페이지"): a link, at the top, in the key colour. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <AppLink href={href} className={styles.back}>
      ‹ {children}
    </AppLink>
  );
}
