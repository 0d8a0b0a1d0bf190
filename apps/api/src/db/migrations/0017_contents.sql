CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_price_positive" CHECK ("content_items"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "content_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"paid_by" integer,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"sent_to_parent" boolean DEFAULT false NOT NULL,
	"method" text,
	"billing_month" text,
	"payment_key" text,
	"cancel_reason" text,
	"decision_reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_orders_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "content_orders_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "content_orders_amount_positive" CHECK ("content_orders"."amount" > 0),
	CONSTRAINT "content_orders_paid_shape" CHECK ("content_orders"."status" in ('awaiting_payment', 'paying') or ("content_orders"."method" is not null and "content_orders"."paid_at" is not null and ("content_orders"."method" <> 'billing' or "content_orders"."billing_month" is not null)))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_category_idx" ON "content_items" USING btree ("category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_orders_live_idx" ON "content_orders" USING btree ("student_id","item_id") WHERE "content_orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "content_orders_student_idx" ON "content_orders" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "content_orders_status_idx" ON "content_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_orders_billing_idx" ON "content_orders" USING btree ("billing_month","student_id");