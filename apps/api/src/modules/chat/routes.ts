import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { ChatService } from './service';

const { chat } = endpoints;

export function chatRoutes(router: Router, service: ChatService) {
  router.implement(chat.rooms, ({ caller, query }) => service.rooms(caller, query));
  router.implement(chat.create, ({ caller, body }) => service.create(caller, body));
  router.implement(chat.get, ({ caller, params }) => service.get(caller, params.id));
  router.implement(chat.messages, ({ caller, params, query }) => service.messages(caller, params.id, query));
  router.implement(chat.send, ({ caller, params, body }) => service.send(caller, params.id, body));
  router.implement(chat.read, ({ caller, params, body }) => service.read(caller, params.id, body?.messageId));
  router.implement(chat.waiting, ({ caller, query }) => service.waiting(caller, query));
  router.implement(chat.take, ({ caller, params }) => service.take(caller, params.id));
  router.implement(chat.close, ({ caller, params }) => service.close(caller, params.id));
  router.implement(chat.notice, ({ caller, params, body }) => service.notice(caller, params.id, body.notice));
}
