'use client';

import { useId, useRef, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { useOverlayLayer } from '../overlay/use-overlay-layer';
import { confirmModal, dismissModal, modalContent, modalStore, type ModalEntry } from './modal-store';
import styles from './modal.module.css';

/** Renders the confirm modal of `modalStore`; mounted once by KitProvider. */
export function ConfirmModal() {
  const entry = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getServerSnapshot);
  if (!entry) return null;
  return <ModalView key={entry.id} entry={entry} />;
}

function ModalView({ entry }: { entry: ModalEntry }) {
  const content = modalContent(entry.options);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useOverlayLayer({ container: panel, onEscape: dismissModal, initialFocus: button });

  return (
    <div className={styles.root} data-state={entry.phase} data-testid="confirm-modal-root">
      <div className={styles.backdrop} data-testid="confirm-modal-backdrop" onClick={dismissModal} aria-hidden="true" />
      <div
        ref={panel}
        role={content.type === 'failed' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={content.message ? messageId : undefined}
        tabIndex={-1}
        className={styles.panel}
        data-type={content.type}
        data-state={entry.phase}
        data-testid="confirm-modal"
      >
        {content.type !== 'primary' && (
          <span className={styles.icon} data-type={content.type} aria-hidden="true">
            {content.type === 'success' ? '✓' : '!'}
          </span>
        )}
        <h2 id={titleId} className={styles.title}>
          {content.title}
        </h2>
        {content.message && (
          <p id={messageId} className={styles.message}>
            {content.message}
          </p>
        )}
        {content.type !== 'success' && (
          <Button ref={button} className={styles.action} onClick={confirmModal} data-testid="confirm-modal-confirm">
            {content.confirmLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
