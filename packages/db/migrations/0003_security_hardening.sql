CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_reset_requests_run_after_idx" ON "password_reset_requests" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("release_due_at") WHERE "orders"."released_at" is null and "orders"."release_due_at" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_version_positive" CHECK ("offers"."version" >= 1);