ALTER TABLE "audit_log" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_user_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_organization_at_idx" ON "audit_log" USING btree ("organization_id","at","id");