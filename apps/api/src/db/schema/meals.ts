import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A dish as served: its name and its statutory allergen numbers (1-19). */
export type MealDish = { name: string; allergens: number[] };

/** One meal of one day as staff entered it: no row means no meal that day. */
export const meals = pgTable(
  'meals',
  {
    id: serial('id').primaryKey(),
    servedOn: date('served_on', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: ['breakfast', 'lunch', 'dinner'] }).notNull(),
    dishes: jsonb('dishes').$type<MealDish[]>().notNull(),
    kcal: integer('kcal'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meals_day_meal_unique').on(t.servedOn, t.meal),
    check('meals_meal_check', sql`${t.meal} IN ('breakfast', 'lunch', 'dinner')`),
    check('meals_kcal_check', sql`${t.kcal} IS NULL OR ${t.kcal} BETWEEN 0 AND 3000`),
  ],
);

/** When each meal starts being served, as the centre set it (migration 0033 writes the defaults). */
export const mealTimes = pgTable(
  'meal_times',
  {
    meal: text('meal', { enum: ['breakfast', 'lunch', 'dinner'] }).primaryKey(),
    startsAt: text('starts_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meal_times_meal_check', sql`${t.meal} IN ('breakfast', 'lunch', 'dinner')`),
    check('meal_times_starts_at_check', sql`${t.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A student's rating of one meal: one per meal per student (the unique key is what the upsert meets).
 * Keyed by day and meal, not by the menu row, so a menu staff re-enter keeps its ratings.
 */
export const mealFeedback = pgTable(
  'meal_feedback',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    servedOn: date('served_on', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: ['breakfast', 'lunch', 'dinner'] }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meal_feedback_student_meal_unique').on(t.studentId, t.servedOn, t.meal),
    check('meal_feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('meal_feedback_meal_check', sql`${t.meal} IN ('breakfast', 'lunch', 'dinner')`),
  ],
);

/** The allergens a student recorded for herself (statutory numbers); no row means none. */
export const studentAllergies = pgTable('student_allergies', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allergens: jsonb('allergens').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
