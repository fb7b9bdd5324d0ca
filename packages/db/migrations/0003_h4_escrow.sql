ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("release_due_at") WHERE "orders"."released_at" is null and "orders"."release_due_at" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_version_positive" CHECK ("offers"."version" >= 1);