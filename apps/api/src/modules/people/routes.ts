import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { PeopleService } from './service';

const { people } = endpoints;

/** The operator's console of people (admins only, under /staff/people/). */
export function peopleRoutes(router: Router, service: PeopleService) {
  router.implement(people.list, ({ query }) => service.list(query));
  router.implement(people.get, ({ params }) => service.get(params.id));
  router.implement(people.history, async ({ params }) => ({ results: await service.history(params.id) }));
  router.implement(people.create, ({ caller, body }) => service.create(caller, body));
  router.implement(people.update, ({ caller, params, body }) => service.update(caller, params.id, body));
  router.implement(people.setActive, ({ caller, params, body }) => service.setActive(caller, params.id, body.active));
  router.implement(people.resetPassword, ({ caller, params }) => service.resetPassword(caller, params.id));
  router.implement(people.importPreview, ({ body }) => service.preview(body));
  router.implement(people.import, ({ caller, body }) => service.import(caller, body));
}
