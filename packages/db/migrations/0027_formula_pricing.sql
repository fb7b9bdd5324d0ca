ALTER TABLE "contracts" ADD COLUMN "pricing_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "pricing_formula" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "provisional_unit_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "provisional_basis" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "final_unit_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "final_total" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "final_basis" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "price_fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "quotes_present" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "quotes_needed" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pricing_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pricing_formula" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "indicative_unit_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "indicative_as_of" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_basis" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "counter_differential" numeric(18, 4);--> statement-breakpoint
CREATE INDEX "contracts_pricing_open_idx" ON "contracts" USING btree ("pricing_type","price_fixed_at");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pricing_type_check" CHECK ("contracts"."pricing_type" in ('fixed', 'formula'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pricing_formula_check" CHECK (("contracts"."pricing_type" = 'formula') = ("contracts"."pricing_formula" is not null));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_final_price_check" CHECK (("contracts"."price_fixed_at" is null) = ("contracts"."final_total" is null) and ("contracts"."final_total" is null) = ("contracts"."final_unit_price" is null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pricing_type_check" CHECK ("offers"."pricing_type" in ('fixed', 'formula'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pricing_formula_check" CHECK (("offers"."pricing_type" = 'formula') = ("offers"."pricing_formula" is not null));