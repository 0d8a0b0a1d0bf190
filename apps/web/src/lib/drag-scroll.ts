/**
 * Horizontal scrolling of a list by mouse drag, with inertia after release (spec section 9:
 * friction 0.92 per frame, 20 px side padding, velocity from the last 5 samples). Touch is left to
 * the browser's own scrolling.
 */

export const DRAG_SCROLL = {
  /** Speed kept from one animation frame to the next. */
  friction: 0.92,
  /** Space before the first and after the last item, px (also `--drag-scroll-padding`). */
  sidePadding: 20,
  /** Pointer samples the release velocity is measured over. */
  velocitySamples: 5,
  /** Movement before a press becomes a drag (and stops being a click), px. */
  dragThreshold: 5,
  /** Inertia stops below this speed, px per frame. */
  minSpeed: 0.5,
  /** A pointer resting longer than this before release throws nothing, ms. */
  restMs: 100,
  /** One animation frame at 60 Hz, ms: converts px/ms into px/frame. */
  frameMs: 1000 / 60,
} as const;

export interface PointerSample {
  x: number;
  t: number;
}

/** Adds a sample, keeping only the last `velocitySamples`. */
export function pushSample(samples: readonly PointerSample[], sample: PointerSample): PointerSample[] {
  return [...samples, sample].slice(-DRAG_SCROLL.velocitySamples);
}

/** Pointer speed in px/ms over the sample window (positive = moving right). */
export function velocityFromSamples(samples: readonly PointerSample[]): number {
  const window = samples.slice(-DRAG_SCROLL.velocitySamples);
  const first = window[0];
  const last = window[window.length - 1];
  if (!first || !last || last.t <= first.t) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

/**
 * The scroll distance of each inertia frame for a release speed in px/frame: each frame keeps 92 %
 * of the previous one, stopping below `minSpeed`.
 */
export function inertiaFrames(speedPerFrame: number, friction: number = DRAG_SCROLL.friction): number[] {
  const frames: number[] = [];
  let speed = speedPerFrame;
  while (Math.abs(speed) >= DRAG_SCROLL.minSpeed) {
    frames.push(speed);
    speed *= friction;
  }
  return frames;
}

export interface DragScrollHooks {
  /** Called with true when a drag starts and false when it ends (for a grabbing cursor). */
  onDragChange?: (dragging: boolean) => void;
  now?: () => number;
}

/**
 * Makes `element` scrollable by mouse drag. A press that moved past the threshold does not fire a
 * click on the item under the pointer. Returns a function that detaches everything.
 */
export function attachDragScroll(element: HTMLElement, hooks: DragScrollHooks = {}): () => void {
  const now = hooks.now ?? (() => performance.now());
  let pointerId: number | null = null;
  let startX = 0;
  let startScroll = 0;
  let dragging = false;
  let samples: PointerSample[] = [];
  let frame: number | null = null;

  const stopInertia = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };

  const swallowClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const suppressNextClick = () => {
    element.addEventListener('click', swallowClick, { capture: true, once: true });
    // If no click follows (released outside the item), stop listening after this task.
    setTimeout(() => element.removeEventListener('click', swallowClick, { capture: true }), 0);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    stopInertia();
    pointerId = event.pointerId;
    startX = event.clientX;
    startScroll = element.scrollLeft;
    dragging = false;
    samples = [{ x: event.clientX, t: now() }];
  };

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const dx = event.clientX - startX;
    if (!dragging) {
      if (Math.abs(dx) < DRAG_SCROLL.dragThreshold) return;
      dragging = true;
      element.setPointerCapture?.(event.pointerId);
      hooks.onDragChange?.(true);
    }
    element.scrollLeft = startScroll - dx;
    samples = pushSample(samples, { x: event.clientX, t: now() });
  };

  const finish = (event: PointerEvent, throwIt: boolean) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    if (!dragging) return;
    dragging = false;
    hooks.onDragChange?.(false);
    suppressNextClick();
    const last = samples[samples.length - 1];
    if (!throwIt || !last || now() - last.t > DRAG_SCROLL.restMs) return;
    let speed = velocityFromSamples(samples) * DRAG_SCROLL.frameMs;
    const step = () => {
      if (Math.abs(speed) < DRAG_SCROLL.minSpeed) {
        frame = null;
        return;
      }
      element.scrollLeft -= speed;
      speed *= DRAG_SCROLL.friction;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };
  const onPointerUp = (event: PointerEvent) => finish(event, true);
  const onPointerCancel = (event: PointerEvent) => finish(event, false);
  // Links and images inside would otherwise start the browser's own drag-and-drop.
  const onDragStart = (event: DragEvent) => event.preventDefault();
  const onWheelOrTouch = () => stopInertia();

  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerCancel);
  element.addEventListener('dragstart', onDragStart);
  element.addEventListener('wheel', onWheelOrTouch, { passive: true });
  element.addEventListener('touchstart', onWheelOrTouch, { passive: true });

  return () => {
    stopInertia();
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerUp);
    element.removeEventListener('pointercancel', onPointerCancel);
    element.removeEventListener('dragstart', onDragStart);
    element.removeEventListener('wheel', onWheelOrTouch);
    element.removeEventListener('touchstart', onWheelOrTouch);
    element.removeEventListener('click', swallowClick, { capture: true });
  };
}
