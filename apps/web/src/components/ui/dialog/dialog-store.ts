import { createOverlayStore, type OverlayEntry } from '../overlay/overlay-store';

export interface DialogOptions {
  title?: string;
  message: string;
  /** Default "확인". */
  confirmLabel?: string;
  /** Default "취소". */
  cancelLabel?: string;
}

export const DIALOG_TEXT = {
  confirm: '확인',
  cancel: '취소',
} as const;

export const dialogStore = createOverlayStore<DialogOptions>();

export type DialogEntry = OverlayEntry<DialogOptions>;

/**
 * Asks a yes/no question from anywhere. Resolves true on confirm, false on cancel, outside click,
 * Escape or replacement; after the dialog has left the screen. Same timings as the modal.
 */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return dialogStore.open(options);
}

/** Closes the open dialog as cancelled. */
export function closeDialog(): void {
  dialogStore.close(false);
}

export function useDialog(): { confirmDialog: typeof confirmDialog; closeDialog: typeof closeDialog } {
  return { confirmDialog, closeDialog };
}
