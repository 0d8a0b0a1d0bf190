'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { PICKER_TIMING, clampDragOffset, clampIndex, indexAfterDrag, rowText, trackOffset, wheelDeltaToPx, wheelSteps } from './rules';
import styles from './time-picker.module.css';

/** Movement under this many px is a tap on a row, not a drag. */
const TAP_SLOP = 6;
/** PageUp/PageDown step. */
const PAGE_STEP = 5;

export interface WheelColumnProps {
  /** Accessible name: "시" or "분". */
  label: string;
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** Spoken value, e.g. "19시". */
  valueText: (value: number) => string;
  testId: string;
  onSubmit: () => void;
  onSwitchColumn: (direction: -1 | 1) => void;
  ref?: Ref<HTMLDivElement>;
}

interface DragSession {
  startY: number;
  lastY: number;
  startIndex: number;
  moved: boolean;
  tapIndex: number | null;
}

interface DragView {
  startIndex: number;
  offset: number;
}

function rowIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest('[data-index]');
  return row ? Number(row.getAttribute('data-index')) : null;
}

/**
 * One wheel of the time picker: a spinbutton whose list follows a finger or the mouse and snaps to
 * the nearest 40 px row when let go (no momentum, so a drag of n rows always moves n steps), also
 * driven by the mouse wheel (debounced 100 ms) and the keyboard. Values come in ascending order;
 * ArrowUp, like dragging up, moves to the next larger value.
 */
export function WheelColumn({ label, values, value, onChange, valueText, testId, onSubmit, onSwitchColumn, ref }: WheelColumnProps) {
  const index = Math.max(0, values.indexOf(value));
  const count = values.length;
  const [drag, setDrag] = useState<DragView | null>(null);
  const session = useRef<DragSession | null>(null);
  const element = useRef<HTMLDivElement | null>(null);
  const latest = useRef({ values, index, onChange });
  useEffect(() => {
    latest.current = { values, index, onChange };
  });

  const select = useCallback((target: number) => {
    const { values: list, index: at, onChange: change } = latest.current;
    const next = list[clampIndex(target, list.length)];
    if (next !== undefined && clampIndex(target, list.length) !== at) change(next);
  }, []);

  const begin = useCallback((y: number, target: EventTarget | null) => {
    session.current = { startY: y, lastY: y, startIndex: latest.current.index, moved: false, tapIndex: rowIndexOf(target) };
  }, []);

  const move = useCallback((y: number) => {
    const s = session.current;
    if (!s) return;
    s.lastY = y;
    const dy = y - s.startY;
    if (!s.moved && Math.abs(dy) < TAP_SLOP) return;
    s.moved = true;
    setDrag({ startIndex: s.startIndex, offset: clampDragOffset(s.startIndex, dy, latest.current.values.length) });
  }, []);

  const end = useCallback(
    (y: number | null) => {
      const s = session.current;
      session.current = null;
      if (!s) return;
      setDrag(null);
      if (!s.moved) {
        if (s.tapIndex !== null) select(s.tapIndex);
        return;
      }
      const total = latest.current.values.length;
      const offset = clampDragOffset(s.startIndex, (y ?? s.lastY) - s.startY, total);
      select(indexAfterDrag(s.startIndex, offset, total));
    },
    [select],
  );

  // Touch and wheel need non-passive native listeners (React's are passive): the page must not
  // scroll while a wheel is being turned.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const wheel = { delta: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        session.current = null;
        setDrag(null);
        return;
      }
      begin(touch.clientY, event.target);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!session.current || !touch) return;
      if (event.cancelable) event.preventDefault();
      move(touch.clientY);
    };
    const onTouchEnd = (event: TouchEvent) => {
      end(event.changedTouches[0]?.clientY ?? null);
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      wheel.delta += wheelDeltaToPx(event.deltaY, event.deltaMode);
      clearTimeout(wheel.timer);
      wheel.timer = setTimeout(() => {
        const steps = wheelSteps(wheel.delta, latest.current.values.length);
        wheel.delta = 0;
        if (steps !== 0) select(latest.current.index + steps);
      }, PICKER_TIMING.wheelDebounce);
    };

    node.addEventListener('touchstart', onTouchStart, { passive: true });
    node.addEventListener('touchmove', onTouchMove, { passive: false });
    node.addEventListener('touchend', onTouchEnd);
    node.addEventListener('touchcancel', onTouchEnd);
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      clearTimeout(wheel.timer);
      node.removeEventListener('touchstart', onTouchStart);
      node.removeEventListener('touchmove', onTouchMove);
      node.removeEventListener('touchend', onTouchEnd);
      node.removeEventListener('touchcancel', onTouchEnd);
      node.removeEventListener('wheel', onWheel);
    };
  }, [begin, move, end, select]);

  // Mouse and pen go through pointer events; touch is handled above (pointer events for touch are
  // ignored so a finger is never counted twice).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    begin(event.clientY, event.target);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') move(event.clientY);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') end(event.clientY);
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') end(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowUp: () => select(index + 1),
      ArrowDown: () => select(index - 1),
      PageUp: () => select(index + PAGE_STEP),
      PageDown: () => select(index - PAGE_STEP),
      Home: () => select(0),
      End: () => select(count - 1),
      ArrowLeft: () => onSwitchColumn(-1),
      ArrowRight: () => onSwitchColumn(1),
      Enter: onSubmit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const shownIndex = drag ? indexAfterDrag(drag.startIndex, drag.offset, count) : index;
  const translate = drag ? trackOffset(drag.startIndex, drag.offset) : trackOffset(index);

  return (
    <div
      ref={setRefs}
      role="spinbutton"
      tabIndex={0}
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={values[0]}
      aria-valuemax={values[count - 1]}
      aria-valuetext={valueText(value)}
      className={styles.column}
      data-testid={testId}
      data-value={value}
      data-dragging={drag ? 'true' : 'false'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} aria-hidden="true">
        <div className={styles.track} style={{ transform: `translateY(${translate}px)` }}>
          {values.map((v, i) => (
            <div
              key={v}
              className={styles.row}
              data-index={i}
              data-value={v}
              data-selected={i === shownIndex}
              data-testid={`${testId}-option-${v}`}
            >
              {rowText(v)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
