import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The operator's site information: a single row (id 1). */
export const siteInfo = pgTable('site_info', {
  id: integer('id').primaryKey().default(1),
  serviceTitle: text('service_title').notNull(),
  intranetUrl: text('intranet_url').notNull(),
  logoUrl: text('logo_url').notNull(),
  companyName: text('company_name').notNull(),
  representative: text('representative').notNull(),
  businessRegistrationNumber: text('business_registration_number').notNull(),
  mailOrderRegistrationNumber: text('mail_order_registration_number').notNull(),
  address: text('address').notNull(),
  customerServicePhone: text('customer_service_phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
