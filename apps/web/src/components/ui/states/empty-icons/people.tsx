/** An empty state's picture (`EmptyState`'s icon), a module of its own: a page carries only those it shows. */
export const peopleIcon = (
  <>
    <circle cx="19" cy="18" r="6" />
    <path d="M8 38c1.5-7 6-10 11-10s9.5 3 11 10" />
    <circle cx="32" cy="20" r="4.5" />
    <path d="M31 28c4 0 7.5 2.5 9 8" />
  </>
);
