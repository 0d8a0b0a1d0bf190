import { familyEndpoints } from '@portal/contract/endpoints/family';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from './endpoints';

/** A parent's children (the child switcher's choices); not a client module, so the server prefetches it too. */
export const childrenQuery = () =>
  queryOptions({ ...endpointQuery(familyEndpoints.children, {}, ['accounts', 'children']), staleTime: 5 * 60_000 });
