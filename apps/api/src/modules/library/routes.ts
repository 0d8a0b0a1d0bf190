import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { LibraryService } from './service';

const { library } = endpoints;

export function libraryRoutes(router: Router, service: LibraryService) {
  router.implement(library.list, ({ query }) => service.list(query));
  router.implement(library.get, ({ params }) => service.get(params.id));
  router.implement(library.create, ({ caller, body }) => service.create(caller, body));
  router.implement(library.update, ({ params, body }) => service.update(params.id, body));
  router.implement(library.remove, ({ params }) => service.remove(params.id));
}
