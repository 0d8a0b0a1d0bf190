import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The centre's Wi-Fi networks shown on the Wi-Fi guide (/help/wifi), in the admin's order. The admin
 * saves the whole list at once; the passwords leave the API only for signed-in callers.
 */
export const wifiNetworks = pgTable(
  'wifi_networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull(),
    ssid: text('ssid').notNull(),
    /** Where it reaches ("본관 1~3층 자습실"). */
    area: text('area').notNull(),
    /** Empty for an open network. */
    password: text('password').notNull().default(''),
    /** What it is for ("학습용", "생활관"). */
    note: text('note').notNull().default(''),
    /** Its password only for students and staff (the study rooms', the dormitory's): not for parents. */
    studentsOnly: boolean('students_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wifi_networks_position_key').on(t.position), uniqueIndex('wifi_networks_ssid_key').on(t.ssid)],
);
