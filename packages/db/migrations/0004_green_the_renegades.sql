DROP INDEX "contracts_buyer_idx";--> statement-breakpoint
DROP INDEX "contracts_supplier_idx";--> statement-breakpoint
DROP INDEX "offers_supplier_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_idx";--> statement-breakpoint
DROP INDEX "payments_payer_idx";--> statement-breakpoint
DROP INDEX "rfqs_buyer_idx";--> statement-breakpoint
DROP INDEX "shipments_logistics_idx";--> statement-breakpoint
DROP INDEX "invitations_organization_idx";--> statement-breakpoint
CREATE INDEX "contracts_buyer_created_idx" ON "contracts" USING btree ("buyer_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_supplier_created_idx" ON "contracts" USING btree ("supplier_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offers_supplier_updated_idx" ON "offers" USING btree ("supplier_org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_rfq_updated_idx" ON "offers" USING btree ("rfq_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_updated_idx" ON "offers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_created_idx" ON "orders" USING btree ("supplier_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_payer_created_idx" ON "payments" USING btree ("payer_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_payee_created_idx" ON "payments" USING btree ("payee_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_created_idx" ON "rfqs" USING btree ("buyer_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_logistics_created_idx" ON "shipments" USING btree ("logistics_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invitations_organization_idx" ON "invitations" USING btree ("organization_id","created_at","id");