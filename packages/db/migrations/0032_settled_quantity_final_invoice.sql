ALTER TABLE "orders" ADD COLUMN "settled_quantity" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_basis" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_invoice_total" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_status_check" CHECK ("orders"."quantity_status" in ('within', 'short', 'over'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settled_quantity_check" CHECK (("orders"."settled_quantity" is null) = ("orders"."quantity_status" is null) and ("orders"."quantity_status" is null) = ("orders"."settled_basis" is null) and ("orders"."settled_basis" is null) = ("orders"."quantity_settled_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_final_invoice_check" CHECK (("orders"."final_invoice_total" is null) = ("orders"."final_invoice" is null) and ("orders"."final_invoice" is null) = ("orders"."final_invoiced_at" is null));