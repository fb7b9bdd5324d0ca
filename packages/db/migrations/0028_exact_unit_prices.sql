ALTER TABLE "contracts" ADD COLUMN "unit_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "counter_exact_unit_price" numeric(18, 4);