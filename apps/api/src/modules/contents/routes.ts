import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { ContentsService } from './service';

const { contents } = endpoints;

export function contentsRoutes(router: Router, service: ContentsService) {
  router.implement(contents.list, ({ query }) => service.list(query));
  router.implement(contents.get, ({ caller, params, query }) => service.get(caller, params.id, query.studentId));
  router.implement(contents.paymentOptions, ({ caller }) => service.paymentOptions(caller));
  router.implement(contents.order, ({ caller, body }) => service.order(caller, body));
  router.implement(contents.orders, ({ caller, query }) => service.orders(caller, query));
  router.implement(contents.getOrder, ({ caller, params }) => service.getOrder(caller, params.id));
  router.implement(contents.pay, ({ caller, params }) => service.pay(caller, params.id));
  router.implement(contents.discard, ({ caller, params }) => service.discard(caller, params.id));
  router.implement(contents.tossCheckout, ({ caller, params }) => service.tossCheckout(caller, params.id));
  router.implement(contents.tossConfirm, ({ caller, body }) => service.tossConfirm(caller, body));
  router.implement(contents.requestCancel, ({ caller, params, body }) => service.requestCancel(caller, params.id, body.reason));
  router.implement(contents.confirmPurchase, ({ caller, params }) => service.confirmPurchase(caller, params.id));
  router.implement(contents.statement, ({ caller, query }) => service.statement(caller, query));
  router.implement(contents.staffItems, ({ query }) => service.staffItems(query));
  router.implement(contents.createItem, ({ caller, body }) => service.createItem(caller, body));
  router.implement(contents.updateItem, ({ caller, params, body }) => service.updateItem(caller, params.id, body));
  router.implement(contents.staffOrders, ({ query }) => service.staffOrders(query));
  router.implement(contents.decideCancel, ({ caller, params, body }) => service.decideCancel(caller, params.id, body));
  router.implement(contents.invoices, ({ query }) => service.invoices(query));
}
