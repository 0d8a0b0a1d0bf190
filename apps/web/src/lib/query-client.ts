import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The portal's query client. A change refused with 404 or 409 means what she acted on has changed
 * under her (someone else handled it, it was cancelled, the seat was taken): every list and record on
 * screen is asked again at once, so the refusal's message sits beside the state as it now is, not
 * beside buttons that can only be refused again.
 */
export function makeQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      // A change made offline is tried at once and refused with the kit's Korean message (the network
      // error), not held without a word until the phone is back online, then made by itself (a booking
      // that way took one of her day's places hours later, an audit). Chat's send alone waits, and says so.
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
