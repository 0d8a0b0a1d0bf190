import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { MealsService } from './service';

const { meals } = endpoints;

export function mealsRoutes(router: Router, service: MealsService) {
  router.implement(meals.week, ({ query }) => service.week(query.week));
  router.implement(meals.myFeedback, ({ caller, query }) => service.myFeedback(caller, query.week));
  router.implement(meals.rate, ({ caller, body }) => service.rate(caller, body));
  router.implement(meals.allergies, ({ caller, query }) => service.allergies(caller, query.studentId));
  router.implement(meals.saveAllergies, ({ caller, body }) => service.saveAllergies(caller, body));
  router.implement(meals.saveMeal, ({ caller, params, body }) => service.saveMeal(caller, params.date, params.meal, body));
  router.implement(meals.pasteWeek, ({ caller, body }) => service.pasteWeek(caller, body));
  router.implement(meals.saveTimes, ({ caller, body }) => service.saveTimes(caller, body));
  router.implement(meals.feedbackSummary, ({ query }) => service.feedbackSummary(query.week));
}
