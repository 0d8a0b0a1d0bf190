/**
 * A tap that lands before the page's scripts have hydrated it, kept and acted on once they have.
 *
 * On a slow phone the server's HTML is on screen for seconds before React answers taps. A button
 * tapped then did nothing (and the student tapped again, or gave up), and a form sent then went
 * the browser's own way: a GET to the same address with every field in it, the sign-in's password
 * included. This runs as a few hundred bytes of inline script at the top of `<body>` (nonced, root
 * layout), before any of the page is parsed:
 * - until `<html data-hydrated>` (set by `Providers` once React has hydrated the page), a click on a
 *   control that only scripts can answer (a button, or anything with a button-like role) and any
 *   form's submit are stopped (from the browser and from the page's own listeners, React's included,
 *   which listen from the start of hydration) and the last of them is remembered; links, fields and
 *   labels keep the browser's own behaviour (a link is followed, a field takes what she types);
 * - once the mark appears, the remembered tap is made again (`click()`, or `requestSubmit()` with
 *   the same submitter) after the state React set while hydrating has rendered, unless its control
 *   has gone or been disabled meanwhile;
 * - the same for a part of the page whose code loads after the page's own (the home's cards, a
 *   `lazyComponent` the server rendered): React hydrates it only once its code has arrived, and a
 *   tap on it before then was lost (seen: 취소 on the home's booking did nothing for about a second
 *   after the page showed). Such a part carries `data-hydrating` until its effects have run
 *   (`useHydratingMark`, components/ui/hydrating-mark.ts); a tap inside it waits for that mark to go;
 * - a file picked before then (a file field is the browser's own: its picker opens without scripts)
 *   stays in its field, but its `change` reached no handler: it is announced again (a `change`
 *   event), before the remembered tap, so the page takes the file as if it had been picked now.
 *
 * Written as a function so that it is type-checked and tested; the layout inlines its source. It
 * must stay self-contained: it runs on its own, before any module of the page.
 */
export function keepEarlyTaps(doc: Document) {
  const root = doc.documentElement;
  const controls = 'button,[role=button],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=menuitem],[role=option]';
  const native = 'a[href],input,select,textarea,label,summary';
  // The tap to make again, and the control it waits for (its page, or its part, to hydrate).
  let replay: { control: Element; run: () => void } | null = null;
  const picked: HTMLInputElement[] = [];
  // Once hydrated, for good: a page that failed afterwards is redrawn as Next's error page without the
  // mark, and its buttons (다시 시도) were held for a hydration that never came, doing nothing (an audit).
  let hydrated = false;
  const early = (el: Element) => !(hydrated ||= root.hasAttribute('data-hydrated')) || !!el.closest('[data-hydrating]');
  const usable = (el: Element) => el.isConnected && !el.matches(':disabled,[aria-disabled=true]') && !el.closest('[inert]');
  // Kept from the page too: React listens from the start of its hydration, before the mark, and would
  // answer a tap made in between as well as its replay (twice). Registered first (this script runs
  // before any other), so no other listener of the document or below sees it.
  const hold = (event: Event) => event.stopImmediatePropagation();

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !early(target)) return;
      const control = target.closest(controls + ',' + native);
      if (!control || control.matches(native) || control.closest('a[href]') || !usable(control)) return;
      // A submit button would otherwise send its form the browser's way.
      event.preventDefault();
      hold(event);
      replay = {
        control,
        run: () => {
          if (usable(control)) (control as HTMLElement).click();
        },
      };
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!early(form)) return;
      event.preventDefault();
      hold(event);
      const submitter = (event as SubmitEvent).submitter;
      replay = {
        control: form,
        run: () => {
          if (form.isConnected)
            form.requestSubmit(submitter && submitter.isConnected && submitter.matches('button,input') ? submitter : undefined);
        },
      };
    },
    true,
  );
  doc.addEventListener(
    'change',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || field.type !== 'file' || !early(field)) return;
      hold(event);
      if (!picked.includes(field)) picked.push(field);
    },
    true,
  );
  // Watched for as long as the page lives: a part hydrating later may be drawn after a navigation too.
  new MutationObserver(() => {
    hydrated ||= root.hasAttribute('data-hydrated');
    const tap = replay && !early(replay.control) ? replay.run : null;
    if (tap) replay = null;
    const files = picked.filter((field) => !early(field));
    if (!tap && !files.length) return;
    files.forEach((field) => picked.splice(picked.indexOf(field), 1));
    // After the frame: what React set while hydrating (a field's value taken over) has rendered.
    requestAnimationFrame(() =>
      setTimeout(() => {
        files.forEach((field) => {
          if (field.isConnected && field.files && field.files.length) field.dispatchEvent(new Event('change', { bubbles: true }));
        });
        if (tap) tap();
      }, 0),
    );
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated', 'data-hydrating'], subtree: true });
}

/** The inline script of the root layout. */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})(document)`;
