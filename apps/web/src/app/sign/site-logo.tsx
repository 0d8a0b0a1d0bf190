import styles from './sign.module.css';

/** The portal's own logo, public/logo.svg: what the site information names unless the centre set its own. */
export const DEFAULT_LOGO = '/logo.svg';

/**
 * The centre's logo above the sign-in and sign-out boxes. The default one is drawn inline: as an image it
 * was one more request before the largest paint of the first page a visitor opens, and Chromium builds a
 * document of its own for an SVG image (a 30-50 ms task on a slow phone). A logo of the centre's own stays
 * an image. Decorative either way: the heading beside it names the page.
 */
export function SiteLogo({ url }: { url: string | null | undefined }) {
  if (url && url !== DEFAULT_LOGO) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt="" width={56} height={56} className={styles.logo} />;
  }
  return (
    <svg viewBox="0 0 64 64" width={56} height={56} className={styles.logo} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1f7bda" />
      <path d="M18 44V22l14 10 14-10v22" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
