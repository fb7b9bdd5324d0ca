CREATE TABLE "shipment_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bill_of_lading" text,
	"observed_volume" numeric(15, 3) NOT NULL,
	"observed_unit" text NOT NULL,
	"observed_litres" numeric NOT NULL,
	"temperature_c" numeric(5, 2) NOT NULL,
	"density_kg_m3" numeric(7, 2) NOT NULL,
	"vcf" numeric(6, 4) NOT NULL,
	"vcf_table" text NOT NULL,
	"nsv_litres" numeric(15, 0) NOT NULL,
	"reason" text,
	"supersedes_id" uuid,
	"document_id" uuid,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_measurements_kind_check" CHECK ("shipment_measurements"."kind" in ('loading', 'receipt')),
	CONSTRAINT "shipment_measurements_unit_check" CHECK ("shipment_measurements"."observed_unit" in ('l', 'm3', 'bbl')),
	CONSTRAINT "shipment_measurements_reason_check" CHECK (("shipment_measurements"."reason" is null) = ("shipment_measurements"."supersedes_id" is null)),
	CONSTRAINT "shipment_measurements_bl_check" CHECK (("shipment_measurements"."kind" = 'loading') = ("shipment_measurements"."bill_of_lading" is not null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "quantity_tolerance_pct" numeric(5, 2) DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "quantity_basis" text DEFAULT 'outturn' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "allowed_transit_loss_pct" numeric(5, 2) DEFAULT '0.3' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_measurements" ADD CONSTRAINT "shipment_measurements_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_measurements" ADD CONSTRAINT "shipment_measurements_supersedes_id_shipment_measurements_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."shipment_measurements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_measurements" ADD CONSTRAINT "shipment_measurements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_measurements" ADD CONSTRAINT "shipment_measurements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_measurements_first_key" ON "shipment_measurements" USING btree ("shipment_id","kind") WHERE supersedes_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_measurements_supersedes_key" ON "shipment_measurements" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "shipment_measurements_shipment_idx" ON "shipment_measurements" USING btree ("shipment_id","kind","recorded_at");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_quantity_basis_check" CHECK ("contracts"."quantity_basis" in ('outturn', 'bl'));