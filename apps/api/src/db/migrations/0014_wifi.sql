CREATE TABLE "wifi_networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wifi_networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"ssid" text NOT NULL,
	"area" text NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wifi_networks_position_key" ON "wifi_networks" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "wifi_networks_ssid_key" ON "wifi_networks" USING btree ("ssid");