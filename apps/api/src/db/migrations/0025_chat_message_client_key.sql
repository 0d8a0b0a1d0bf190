ALTER TABLE "chat_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_idx" ON "chat_messages" USING btree ("sender_id","client_key");