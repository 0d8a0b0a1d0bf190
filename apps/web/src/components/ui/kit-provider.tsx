'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { dialogStore } from './dialog/dialog-store';
import { lazyComponent } from './lazy';
import { modalStore } from './modal/modal-store';
import { pickerSignal } from './time-picker/picker-signal';
import { ToastStack } from './toast/toast-stack';

// The overlays' code loads the first time one is asked for, not with every page: most visits never
// open a time picker. The toast stack stays eager: its live region must exist before a toast arrives.
const TimePickerSheet = lazyComponent(() => import('./time-picker/time-picker-sheet').then((m) => m.TimePickerSheet), { ssr: false });
const ConfirmDialog = lazyComponent(() => import('./dialog/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });
const ConfirmModal = lazyComponent(() => import('./modal/confirm-modal').then((m) => m.ConfirmModal), { ssr: false });

type Store = { subscribe: (l: () => void) => () => void; getSnapshot: () => unknown };

/** Mounts `Overlay` once its store has first had something to show, and keeps it mounted. */
function WhenUsed({ store, Overlay }: { store: Store; Overlay: ComponentType }) {
  const active = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot() != null,
    () => false,
  );
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (active) setUsed(true);
  }, [active]);
  return used || active ? <Overlay /> : null;
}

/**
 * Renders the kit's shared overlays once for the whole app: time picker sheet, dialog, confirm
 * modal and toast stack (that order is also their stacking order). Mount it once, in the root layout.
 */
export function KitProvider({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <WhenUsed store={pickerSignal} Overlay={TimePickerSheet} />
      <WhenUsed store={dialogStore} Overlay={ConfirmDialog} />
      <WhenUsed store={modalStore} Overlay={ConfirmModal} />
      <ToastStack />
    </>
  );
}
