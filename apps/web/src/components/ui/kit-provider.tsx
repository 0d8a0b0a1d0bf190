'use client';

import type { ReactNode } from 'react';
import { ConfirmDialog } from './dialog/confirm-dialog';
import { ConfirmModal } from './modal/confirm-modal';
import { TimePickerSheet } from './time-picker/time-picker-sheet';
import { ToastStack } from './toast/toast-stack';

/**
 * Renders the kit's shared overlays once for the whole app: time picker sheet, dialog, confirm
 * modal and toast stack (that order is also their stacking order). Mount it once, in the root layout.
 */
export function KitProvider({ children }: { children?: ReactNode }) {
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
