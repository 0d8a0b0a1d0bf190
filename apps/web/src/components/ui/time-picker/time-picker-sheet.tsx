'use client';

import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { useBackCloses } from '../overlay/use-back-closes';
import { useOverlayLayer } from '../overlay/use-overlay-layer';
import { TIME_PICKER_TEXT, changeHour, confirmLabel, hourOptions, initialSelection, minuteOptions } from './rules';
import { cancelTimePicker, submitTimePicker, timePickerStore, type TimePickerRequest } from './time-picker-store';
import { WheelColumn } from './wheel-column';
import styles from './time-picker.module.css';

const hourText = (hour: number) => `${hour}시`;
const minuteText = (minute: number) => `${minute}분`;

/** The time picker bottom sheet of `timePickerStore`; mounted once by KitProvider. */
export function TimePickerSheet() {
  const request = useSyncExternalStore(timePickerStore.subscribe, timePickerStore.getSnapshot, timePickerStore.getServerSnapshot);
  if (!request) return null;
  return <SheetView key={request.id} request={request} />;
}

function SheetView({ request }: { request: TimePickerRequest }) {
  const { options, phase } = request;
  const [selection, setSelection] = useState(() => initialSelection(options));
  const hours = useMemo(() => hourOptions(options), [options]);
  const minutes = useMemo(() => minuteOptions(options, selection.hour), [options, selection.hour]);
  const sheet = useRef<HTMLElement>(null);
  const hourColumn = useRef<HTMLDivElement>(null);
  const minuteColumn = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();
  useOverlayLayer({ container: sheet, onEscape: cancelTimePicker, initialFocus: hourColumn });
  useBackCloses(phase !== 'closing', cancelTimePicker);

  const submit = () => {
    submitTimePicker(selection.hour, selection.minute);
  };
  const switchColumn = (direction: -1 | 1) => {
    (direction < 0 ? hourColumn : minuteColumn).current?.focus();
  };

  return (
    <div className={styles.root} data-state={phase} data-testid="time-picker-root">
      <div className={styles.backdrop} onClick={cancelTimePicker} data-testid="time-picker-backdrop" aria-hidden="true" />
      <section
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        tabIndex={-1}
        className={styles.sheet}
        data-state={phase}
        data-testid="time-picker"
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {options.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={TIME_PICKER_TEXT.close}
            onClick={cancelTimePicker}
            data-testid="time-picker-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          {TIME_PICKER_TEXT.hint}
        </p>
        <div className={styles.wheels}>
          <div className={styles.band} aria-hidden="true" />
          <WheelColumn
            ref={hourColumn}
            label={TIME_PICKER_TEXT.hourLabel}
            values={hours}
            value={selection.hour}
            onChange={(hour) => setSelection((current) => changeHour(options, current, hour))}
            valueText={hourText}
            testId="time-picker-hour"
            onSubmit={submit}
            onSwitchColumn={switchColumn}
          />
          <span className={styles.colon} aria-hidden="true">
            :
          </span>
          <WheelColumn
            ref={minuteColumn}
            label={TIME_PICKER_TEXT.minuteLabel}
            values={minutes}
            value={selection.minute}
            onChange={(minute) => setSelection((current) => ({ ...current, minute }))}
            valueText={minuteText}
            testId="time-picker-minute"
            onSubmit={submit}
            onSwitchColumn={switchColumn}
          />
        </div>
        <Button block onClick={submit} data-testid="time-picker-confirm">
          {confirmLabel(selection.hour, selection.minute)}
        </Button>
      </section>
    </div>
  );
}
