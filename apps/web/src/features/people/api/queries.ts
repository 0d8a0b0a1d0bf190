import type { UserCategory } from '@portal/contract/accounts-labels';
import type { EndpointBody } from '@portal/contract/endpoint';
import { peopleEndpoints as people } from '@portal/contract/endpoints/people';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_LIMITS } from '@portal/contract/people-labels';
import { callEndpoint, endpointQuery, pagedQuery } from '@/lib/endpoints';
import { oneOf, searchTextUpTo } from '@/lib/search-params';

export type PeopleStatus = 'active' | 'inactive' | 'all';

/** The list's choices as its address holds them (the list and its server page read them alike). */
export const PEOPLE_CATEGORIES: readonly UserCategory[] = ['student', 'parent', 'teacher', 'admin'];
export const isPeopleCategory = oneOf(PEOPLE_CATEGORIES);
export const isPeopleStatus = oneOf<PeopleStatus>(['active', 'inactive', 'all']);
export const isPeopleSearch = searchTextUpTo(PEOPLE_LIMITS.search);

export const peopleKeys = {
  all: ['people'] as const,
  list: (category: UserCategory, q: string, status: PeopleStatus) => ['people', 'list', category, q, status] as const,
  one: (id: number) => ['people', 'one', id] as const,
  history: (id: number) => ['people', 'history', id] as const,
};

const PAGE_SIZE = 20;

/** One kind of person, searched, a page at a time (the console's list). */
export const peopleListQuery = (category: UserCategory, q: string, status: PeopleStatus) =>
  pagedQuery(people.list, { query: { category, q: q || undefined, status, pageSize: PAGE_SIZE } }, peopleKeys.list(category, q, status));
export const usePeopleList = (category: UserCategory, q: string, status: PeopleStatus) =>
  useInfiniteQuery(peopleListQuery(category, q, status));

export const personQuery = (id: number) => endpointQuery(people.get, { params: { id } }, peopleKeys.one(id));
export const usePerson = (id: number) => useQuery(personQuery(id));

/** What was done to her account, newest first (every change to people refreshes it, under `peopleKeys.all`). */
export const usePersonHistory = (id: number) => useQuery(endpointQuery(people.history, { params: { id } }, peopleKeys.history(id)));

/** Every change to a person refreshes the lists and her card (they are small). */
function usePeopleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.all }) });
}

export const useCreatePerson = () => usePeopleMutation((body: EndpointBody<typeof people.create>) => callEndpoint(people.create, { body }));
export const useUpdatePerson = (id: number) =>
  usePeopleMutation((body: EndpointBody<typeof people.update>) => callEndpoint(people.update, { params: { id }, body }));
export const useSetActive = (id: number) =>
  usePeopleMutation((active: boolean) => callEndpoint(people.setActive, { params: { id }, body: { active } }));
export const useResetPassword = (id: number) => usePeopleMutation(() => callEndpoint(people.resetPassword, { params: { id } }));

export const previewImport = (body: EndpointBody<typeof people.importPreview>) => callEndpoint(people.importPreview, { body });
/** The import hashes a one-time password per account (argon2id): a long sheet may take more than the client's 30 s. */
export const useImport = () =>
  usePeopleMutation((body: EndpointBody<typeof people.import>) => callEndpoint(people.import, { body }, { timeout: 120_000 }));
