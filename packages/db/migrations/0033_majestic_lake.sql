ALTER TABLE "offers" ADD COLUMN "quantity_tolerance_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "quantity_basis" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "allowed_transit_loss_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "free_time_hours" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "demurrage_rate" bigint;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quantity_tolerance_pct" numeric(5, 2) DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quantity_basis" text DEFAULT 'outturn' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "allowed_transit_loss_pct" numeric(5, 2) DEFAULT '0.3' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "free_time_hours" numeric(6, 2) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "demurrage_rate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quantity_basis_check" CHECK ("offers"."quantity_basis" in ('outturn', 'bl'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivery_terms_check" CHECK ("offers"."quantity_tolerance_pct" between 0 and 20
        and "offers"."allowed_transit_loss_pct" between 0 and 5
        and "offers"."free_time_hours" between 0 and 72
        and "offers"."demurrage_rate" >= 0);--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_quantity_basis_check" CHECK ("rfqs"."quantity_basis" in ('outturn', 'bl'));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_delivery_terms_check" CHECK ("rfqs"."quantity_tolerance_pct" between 0 and 20
        and "rfqs"."allowed_transit_loss_pct" between 0 and 5
        and "rfqs"."free_time_hours" between 0 and 72
        and "rfqs"."demurrage_rate" >= 0);