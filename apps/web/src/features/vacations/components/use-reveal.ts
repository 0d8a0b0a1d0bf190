'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that opens a form in its place (휴가 신청, 반려, 동의하지 않기): the form opened by her tap
 * takes the focus (`focus`), and closing it gives the focus back to the button (`opener`), so a
 * keyboard or a screen reader is never dropped at the top of the page. A form opened again for a
 * draft kept over a reload (`restore`) leaves the focus where it is.
 */
export function useReveal() {
  const [state, setState] = useState({ open: false, focus: false });
  const opener = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (state.open || !returning.current) return;
    returning.current = false;
    opener.current?.focus();
  }, [state.open]);
  const show = useCallback(() => setState({ open: true, focus: true }), []);
  const restore = useCallback(() => setState((s) => (s.open ? s : { open: true, focus: false })), []);
  const close = useCallback(() => {
    returning.current = true;
    setState({ open: false, focus: false });
  }, []);
  return { ...state, opener, show, restore, close };
}
