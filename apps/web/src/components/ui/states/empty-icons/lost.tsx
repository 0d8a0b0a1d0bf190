/** An empty state's picture (`EmptyState`'s icon), a module of its own: a page carries only those it shows. */
export const lostIcon = (
  <>
    <circle cx="24" cy="24" r="15" />
    <path d="M19 20c0-3 2.2-5 5-5s5 2 5 4.5c0 4-5 4-5 8M24 32.5v.5" />
  </>
);
