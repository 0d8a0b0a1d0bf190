/** An empty state's picture (`EmptyState`'s icon), a module of its own: a page carries only those it shows. */
export const searchIcon = (
  <>
    <circle cx="21" cy="21" r="10" />
    <path d="M28.5 28.5L38 38" />
  </>
);
