'use client';

import { useId, useRef, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { useBackCloses } from '../overlay/use-back-closes';
import { useOverlayLayer } from '../overlay/use-overlay-layer';
import { DIALOG_TEXT, dialogStore, type DialogEntry } from './dialog-store';
import styles from './dialog.module.css';

const cancel = () => dialogStore.close(false);
const confirm = () => dialogStore.close(true);

/** Renders the cancel/confirm dialog of `dialogStore`; mounted once by KitProvider. */
export function ConfirmDialog() {
  const entry = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, dialogStore.getServerSnapshot);
  if (!entry) return null;
  return <DialogView key={entry.id} entry={entry} />;
}

function DialogView({ entry }: { entry: DialogEntry }) {
  const { title, message, confirmLabel = DIALOG_TEXT.confirm, cancelLabel = DIALOG_TEXT.cancel } = entry.options;
  const panel = useRef<HTMLDivElement>(null);
  // The safe choice gets focus first: Enter on a back-confirm must not throw away a form.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useOverlayLayer({ container: panel, onEscape: cancel, initialFocus: cancelButton });
  useBackCloses(entry.phase !== 'closing', cancel);

  return (
    <div className={styles.root} data-state={entry.phase} data-testid="confirm-dialog-root">
      <div className={styles.backdrop} data-testid="confirm-dialog-backdrop" onClick={cancel} aria-hidden="true" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        tabIndex={-1}
        className={styles.panel}
        data-testid="confirm-dialog"
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <p id={messageId} className={styles.message} data-has-title={Boolean(title)}>
          {message}
        </p>
        <div className={styles.actions}>
          <Button ref={cancelButton} variant="secondary" onClick={cancel} data-testid="confirm-dialog-cancel">
            {cancelLabel}
          </Button>
          <Button onClick={confirm} data-testid="confirm-dialog-confirm">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
