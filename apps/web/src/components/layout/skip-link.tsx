'use client';

/**
 * For a keyboard: past the header and menus straight to the page, shown only while it has the focus.
 * The focus moves without a new address (#main would add a history entry, which a dirty form's
 * back-guard would take for the browser's back).
 */
export function SkipLink({ className }: { className?: string }) {
  return (
    <a
      href="#main"
      className={className}
      onClick={(e) => {
        const main = document.getElementById('main');
        if (!main) return;
        e.preventDefault();
        main.focus();
      }}
    >
      본문으로 건너뛰기
    </a>
  );
}
