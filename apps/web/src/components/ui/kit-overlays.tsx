'use client';

import type { ReactNode } from 'react';
import { ConfirmDialog } from './dialog/confirm-dialog';
import { ConfirmModal } from './modal/confirm-modal';
import { TimePickerSheet } from './time-picker/time-picker-sheet';
import { ToastStack } from './toast/toast-stack';

/** All four overlays, mounted at once (what the unit tests render; the app uses the lazy KitProvider). */
export function KitOverlays({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <TimePickerSheet />
      <ConfirmDialog />
      <ConfirmModal />
      <ToastStack />
    </>
  );
}
