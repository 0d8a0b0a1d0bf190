/**
 * The shell's skip link (`#skip-link`, "본문으로 건너뛰기", drawn by the server without code of its own):
 * once the page runs, it moves the focus to the page without a new address (#main would add a history
 * entry, which a dirty form's back-guard would take for the browser's back).
 */
export function wireSkipLink(doc: Document = document): void {
  doc.getElementById('skip-link')?.addEventListener('click', (e) => {
    const main = doc.getElementById('main');
    if (!main) return;
    e.preventDefault();
    main.focus();
  });
}
