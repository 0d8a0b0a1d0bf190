/**
 * A 24 px line icon drawn from one SVG path; decorative unless given a label. The header draws its
 * menu button with it directly, so the first load carries one path, not the whole menu's icons.
 */
export function LineIcon({ d, size = 24, label }: { d: string; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** The menu button's three lines. */
export const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
