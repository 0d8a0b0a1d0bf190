/**
 * For tests of the attachment fields: an upload that waits until the test answers it, as on a slow
 * network (`vi.mock('@/components/ui/upload', async () => (await import('@/components/ui/held-upload')).heldUpload)`).
 */
type Saved = { id: string; name: string; size: number };
let answer: ((saved: Saved) => void) | null = null;

export const heldUpload = {
  uploadFile: () =>
    new Promise<Saved>((resolve) => {
      answer = resolve;
    }),
};

/** Whether an upload has started and waits. */
export const uploadWaits = () => answer !== null;

/** The waiting upload ends with this file saved. */
export const finishUpload = (saved: Saved) => answer!(saved);
