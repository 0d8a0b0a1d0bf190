/** An empty state's picture (`EmptyState`'s icon), a module of its own: a page carries only those it shows. */
export const documentIcon = (
  <>
    <path d="M13 8h15l8 8v24H13z" />
    <path d="M28 8v8h8M18 24h12M18 31h8" />
  </>
);
