/** An empty state's picture (`EmptyState`'s icon), a module of its own: a page carries only those it shows. */
export const calendarIcon = (
  <>
    <rect x="9" y="12" width="30" height="27" rx="4" />
    <path d="M9 20h30M17 8v8M31 8v8M19 29h10" />
  </>
);
