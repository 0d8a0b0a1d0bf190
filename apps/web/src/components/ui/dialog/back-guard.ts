'use client';

import { BACK_GUARD_KEY, isGuardState, keptByBrowser } from './back-confirm';
import { isSigningOut } from '@/lib/session';
import { goBackOver } from '../overlay/go-back-over';
import { OVERLAY_KEY } from '@/lib/overlay-entry';
import { closeDialog, confirmDialog } from './dialog-store';

/** The question (spec section 4); here, not in back-confirm.ts, so that a page's first load does not carry it. */
export const BACK_CONFIRM_TITLE = '이전 페이지로 돌아갈까요?';
/** The same question when she leaves by a link (the drawer's 홈 is not "the previous page"). */
export const LEAVE_CONFIRM_TITLE = '이 페이지를 나갈까요?';
export const BACK_CONFIRM_MESSAGE = '입력하거나 저장한 정보가 초기화됩니다.';

/*
 * The machinery of the back-confirm (back-confirm.ts holds the hook): loaded the first time a form
 * becomes dirty, so a page with a form does not carry it in its first load.
 */

/*
 * How the browser's back button is caught: while a form is dirty one extra history entry (same URL,
 * Next.js state kept) sits on top of the page's own entry. Back pops only that entry, so the page
 * stays and we ask; on "확인" we go back for real, on "취소" the guard is pushed again. One guard
 * serves every mounted form, so the state is module-level.
 */
const state = {
  dirty: new Set<symbol>(),
  mounted: new Set<symbol>(),
  guardOnTop: false,
  /**
   * The guard on top was found when the page loaded (she reloaded with unsaved changes): an earlier
   * document of this tab pushed it, so the entry below belongs to that document and going back to it
   * would load the page again, racing the page's own navigation (the likeliest cause of an end-to-end
   * run that ended on the page before the portal). Such a guard is unmarked, not popped.
   */
  inherited: false,
  guardHref: '',
  asking: null as Promise<boolean> | null,
  /** Going back over the guard entry (goBackOver): the popstate it causes is not her Back. */
  popping: false,
  /** What each form does when the person chooses to leave it (forget its saved draft). */
  discards: new Map<symbol, () => void>(),
};

const isDirty = () => state.dirty.size > 0;

/**
 * A form in steps on one address (the exam form): Back first goes to its previous step, as on a
 * page of its own, and asks only from its first step. Answers whether it took the press.
 */
let stepBack: (() => boolean) | null = null;
export function setStepBack(back: (() => boolean) | null): void {
  stepBack = back;
}

function pushGuard(): void {
  if (state.guardOnTop) return;
  const current: unknown = window.history.state;
  const base: Record<string, unknown> = typeof current === 'object' && current !== null ? { ...current } : {};
  // Not an open question's mark (use-back-closes.ts): the guard is the form's, under any question.
  delete base[OVERLAY_KEY];
  window.history.pushState({ ...base, [BACK_GUARD_KEY]: true }, '');
  state.guardOnTop = true;
  state.inherited = false;
  state.guardHref = window.location.href;
}

/** Takes the guard entry off the history so the page's own back navigation goes where it should. */
function popGuard(): Promise<void> {
  if (!state.guardOnTop) return Promise.resolve();
  state.guardOnTop = false;
  const current: unknown = window.history.state;
  if (state.inherited || !isGuardState(current)) {
    state.inherited = false;
    // Only a guard this page pushed is gone back over; any other stays as a plain entry of the page.
    if (isGuardState(current)) {
      const rest = { ...(current as Record<string, unknown>) };
      delete rest[BACK_GUARD_KEY];
      window.history.replaceState(rest, '');
    }
    return Promise.resolve();
  }
  state.popping = true;
  return goBackOver().finally(() => {
    state.popping = false;
  });
}

function ask(title = BACK_CONFIRM_TITLE): Promise<boolean> {
  state.asking ??= confirmDialog({ title, message: BACK_CONFIRM_MESSAGE })
    .then((leave) => {
      if (leave) discardAll();
      return leave;
    })
    .finally(() => {
      state.asking = null;
    });
  return state.asking;
}

/** She chose to leave: every dirty form forgets its draft and stops guarding. */
function discardAll(): void {
  for (const id of state.dirty) state.discards.get(id)?.();
  state.dirty.clear();
}

/** A click on a link that would take this tab to another page (not a new tab, a download or an anchor on this page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (keptByBrowser(event)) return null;
  const target = event.target;
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  return anchor;
}

/*
 * Every link of the app (drawer, side bar, header, AppLink, a link inside the page) is caught
 * here, in the capture phase before React and Next.js see the click: while a form is dirty the click
 * is held, the back-confirm asks, and on "확인" the same link is clicked again (nothing is dirty by
 * then, so it passes), which keeps whatever the link's own handler does (the drawer closes itself).
 */
function onClickCapture(event: MouseEvent): void {
  if (!isDirty()) return;
  const anchor = leavingLink(event);
  if (!anchor) return;
  event.preventDefault();
  event.stopPropagation();
  void confirmLeave(LEAVE_CONFIRM_TITLE).then((leave) => {
    if (!leave) return;
    if (anchor.isConnected) anchor.click();
    else window.location.assign(anchor.href);
  });
}

function onPopState(): void {
  if (state.popping) return;
  if (!state.guardOnTop) return;
  // Left the guard for another page (forward), not back onto our own entry: nothing to ask.
  if (window.location.href !== state.guardHref) {
    state.guardOnTop = false;
    return;
  }
  if (isGuardState(window.history.state)) return;
  state.guardOnTop = false;
  if (!isDirty()) {
    // A guard left behind by a form that was saved since: skip it, so Back is not a dead press.
    window.history.back();
    return;
  }
  if (stepBack?.()) {
    pushGuard();
    return;
  }
  void ask().then((leave) => {
    if (leave) window.history.back();
    else if (state.mounted.size > 0 && isDirty()) pushGuard();
  });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  // Not when her session ends here (signed out, or another person signed in): the page must go, and
  // her draft is kept for her own next sign-in.
  if (!isDirty() || isSigningOut()) return;
  event.preventDefault();
  // Older browsers need returnValue set to show their own "leave site?" prompt.
  event.returnValue = '';
}

/**
 * For a page's own back button: resolves true when the page may go back (nothing unsaved, or the
 * person confirmed), after removing the guard entry, so `router.back()` right after lands on the
 * previous page. Resolves false when the person chose to stay.
 */
export async function confirmLeave(title = BACK_CONFIRM_TITLE): Promise<boolean> {
  if (isDirty() && !(await ask(title))) return false;
  await popGuard();
  return true;
}

/** A form on the page guards from now on; `discard` runs when she chooses to leave it. */
export function mountGuard(id: symbol, discard: () => void): void {
  state.mounted.add(id);
  state.discards.set(id, discard);
  if (state.mounted.size === 1) {
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClickCapture, true);
    // Returning to a page whose guard entry is still in the history.
    if (isGuardState(window.history.state)) {
      state.guardOnTop = true;
      state.inherited = true;
      state.guardHref = window.location.href;
    }
  }
}

/** The form left the page: it no longer guards, and the last one takes the listeners with it. */
export function unmountGuard(id: symbol): void {
  if (!state.mounted.delete(id)) return;
  setGuardDirty(id, false);
  state.discards.delete(id);
  if (state.mounted.size > 0) return;
  window.removeEventListener('popstate', onPopState);
  document.removeEventListener('click', onClickCapture, true);
  state.guardOnTop = false;
  state.inherited = false;
  if (state.asking) closeDialog();
}

/** The form has unsaved changes (the guard entry goes on the history) or has none any more. */
export function setGuardDirty(id: symbol, dirty: boolean): void {
  if (dirty) {
    if (!state.mounted.has(id)) return;
    state.dirty.add(id);
    pushGuard();
    window.addEventListener('beforeunload', onBeforeUnload);
    return;
  }
  state.dirty.delete(id);
  if (!isDirty()) window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Forgets every guard. For tests. */
export function resetBackConfirm(): void {
  window.removeEventListener('popstate', onPopState);
  document.removeEventListener('click', onClickCapture, true);
  window.removeEventListener('beforeunload', onBeforeUnload);
  state.dirty.clear();
  state.discards.clear();
  state.mounted.clear();
  state.guardOnTop = false;
  state.inherited = false;
  state.guardHref = '';
  state.asking = null;
  state.popping = false;
  stepBack = null;
}
