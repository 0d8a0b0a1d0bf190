/**
 * The N of something she has not opened yet (a notice); read aloud as 새 글. Styled by the global
 * `.new-mark` (home's server HTML is drawn before its blocks' stylesheets arrive). Its own module, not
 * status-badge's: the many pages with a status badge do not carry it (0.1 KB gzip of first-load JS).
 */
export function NewMark() {
  return (
    <>
      <span className="new-mark" aria-hidden="true">
        N
      </span>
      <span className="visually-hidden">새 글</span>
    </>
  );
}
