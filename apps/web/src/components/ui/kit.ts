/**
 * One import for the kit's imperative calls and hooks (components are imported from their files). The
 * back-confirm hook is not here: use-form imports it from its file, so pages without a form do not load it.
 */
export { openModal, closeModal, useModal, MODAL_TEXT, type ModalOptions, type ModalType } from './modal/modal-store';
export { confirmDialog, closeDialog, useDialog, type DialogOptions } from './dialog/dialog-store';
export { showToast, dismissToast, useToast, type Toast, type ToastOptions, type ToastStatus, type ToastTheme } from './toast/toast-store';
export type { TimePickerOptions, TimePickerResult } from './time-picker/rules';
export { requestTime } from './time-picker/request-time';
