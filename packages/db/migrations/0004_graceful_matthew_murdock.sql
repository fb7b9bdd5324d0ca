ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('draft', 'signed', 'active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('pending', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'selected', 'declined'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_counter_status_check" CHECK ("offers"."counter_status" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'confirmed', 'allocated', 'in_transit', 'delivered', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'captured', 'processing', 'completed', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_status_check" CHECK ("rfqs"."status" in ('published', 'quoted', 'awarded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('tendered', 'accepted', 'in_transit', 'delivered', 'pod_confirmed', 'cancelled'));