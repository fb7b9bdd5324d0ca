ALTER TABLE "document_shares" DROP CONSTRAINT "document_shares_record_type_check";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_record_type_check" CHECK ("document_shares"."record_type" is null or "document_shares"."record_type" in ('contract', 'order', 'rfq', 'offer'));