import { createOverlayStore, type OverlayEntry } from '../overlay/overlay-store';

export type ModalType = 'primary' | 'success' | 'failed';

export interface ModalOptions {
  type: ModalType;
  title?: string;
  message?: string;
  /** Label of the button (primary and failed). Default "확인". */
  confirmLabel?: string;
}

/** A success modal closes by itself this long after it has opened (spec section 4). */
export const SUCCESS_AUTO_CLOSE_MS = 1200;

export const MODAL_TEXT = {
  primaryTitle: '아래 버튼을 눌러 주세요',
  failedTitle: '요청에 실패했습니다',
  failedMessage: '확인 후 다시 시도해 주세요',
  successTitle: '완료되었습니다!',
  confirm: '확인',
} as const;

export interface ModalContent {
  type: ModalType;
  title: string;
  message: string | undefined;
  confirmLabel: string;
}

/** The texts a modal shows, defaults filled in. */
export function modalContent(options: ModalOptions): ModalContent {
  const confirmLabel = options.confirmLabel ?? MODAL_TEXT.confirm;
  switch (options.type) {
    case 'failed':
      return {
        type: 'failed',
        title: options.title ?? MODAL_TEXT.failedTitle,
        message: options.message ?? MODAL_TEXT.failedMessage,
        confirmLabel,
      };
    case 'success':
      return { type: 'success', title: options.title ?? MODAL_TEXT.successTitle, message: options.message, confirmLabel };
    default:
      return { type: 'primary', title: options.title ?? MODAL_TEXT.primaryTitle, message: options.message, confirmLabel };
  }
}

export const modalStore = createOverlayStore<ModalOptions>({
  onOpen(entry, close) {
    if (entry.options.type !== 'success') return;
    const timer = setTimeout(() => close(true), SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  },
});

export type ModalEntry = OverlayEntry<ModalOptions>;

/**
 * Opens the confirm modal from anywhere. Resolves true when confirmed (button, or a success modal
 * closing by itself), false when dismissed or replaced by another modal; always after it has left
 * the screen.
 */
export function openModal(options: ModalOptions): Promise<boolean> {
  return modalStore.open(options);
}

/** Closes the open modal (false) and drops one waiting to open. */
export function closeModal(): void {
  modalStore.close(false);
}

/** The confirm button. */
export function confirmModal(): void {
  modalStore.close(true);
}

/** Outside click or Escape: closes primary and success modals; a failed modal stays. */
export function dismissModal(): void {
  const entry = modalStore.getSnapshot();
  if (!entry || entry.options.type === 'failed') return;
  modalStore.close(false);
}

/** Hook form of the same functions, for components that prefer hooks. */
export function useModal(): { openModal: typeof openModal; closeModal: typeof closeModal } {
  return { openModal, closeModal };
}
