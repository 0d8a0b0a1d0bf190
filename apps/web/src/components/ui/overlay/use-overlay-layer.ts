'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Stacking of open overlays (modal over dialog over time picker): only the topmost one hears
 * Escape and traps Tab. Focus moves into an overlay when it mounts and back to the element that
 * had it when the overlay goes away.
 */

interface Layer {
  container: RefObject<HTMLElement | null>;
  onEscape: RefObject<() => void>;
}

const stack: Layer[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function onKeyDown(event: KeyboardEvent): void {
  const top = stack[stack.length - 1];
  const container = top?.container.current;
  if (!top || !container) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.onEscape.current();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface OverlayLayerOptions {
  container: RefObject<HTMLElement | null>;
  onEscape: () => void;
  /** Element to focus first; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function useOverlayLayer({ container, onEscape, initialFocus }: OverlayLayerOptions): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer: Layer = { container, onEscape: escapeRef };
    stack.push(layer);
    if (stack.length === 1) document.addEventListener('keydown', onKeyDown);

    const root = container.current;
    const target = initialFocus?.current ?? (root ? (focusables(root)[0] ?? root) : null);
    target?.focus({ preventScroll: true });

    return () => {
      const index = stack.indexOf(layer);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || (root?.contains(active) ?? false);
      if (opener?.isConnected && focusWasInside) opener.focus({ preventScroll: true });
    };
    // Mount-only: a layer lives exactly as long as its overlay element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
