import { openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';

/** The server's Korean reason in the kit's failed modal. */
export function failed(err: unknown) {
  void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
}
