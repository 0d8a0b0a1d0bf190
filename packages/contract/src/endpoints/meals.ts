import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const mealsEndpoints = defineEndpoints('meals', {
  week: {
    method: 'GET',
    path: '/meals/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.mealWeekQuery, response: s.mealWeek })),
  },
  myFeedback: {
    method: 'GET',
    path: '/meals/feedback/',
    access: ['student'],
    schemas: load((s) => ({ query: s.mealWeekQuery, response: s.myMealFeedback })),
  },
  rate: {
    method: 'PUT',
    path: '/meals/feedback/',
    access: ['student'],
    schemas: load((s) => ({ body: s.rateMealInput, response: s.mealFeedback })),
  },
  allergies: {
    method: 'GET',
    path: '/meals/allergies/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.allergiesQuery, response: s.mealAllergies })),
  },
  saveAllergies: {
    method: 'PUT',
    path: '/meals/allergies/',
    access: ['student'],
    schemas: load((s) => ({ body: s.mealAllergies, response: s.mealAllergies })),
  },
  saveMeal: {
    method: 'PUT',
    path: '/staff/meals/:date/:meal/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.mealSlotParams, body: s.saveMealInput, response: s.mealWeek })),
  },
  pasteWeek: {
    method: 'POST',
    path: '/staff/meals/paste/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ body: s.pasteWeekInput, response: s.mealWeek })),
  },
  saveTimes: {
    method: 'PUT',
    path: '/staff/meals/times/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ body: s.mealTimes, response: s.mealWeek })),
  },
  feedbackSummary: {
    method: 'GET',
    path: '/staff/meals/feedback/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.mealWeekQuery, response: s.mealFeedbackSummary })),
  },
});
