CREATE SEQUENCE "public"."job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackout_dates_entity_type_check" CHECK ("blackout_dates"."entity_type" in ('vehicle', 'driver')),
	CONSTRAINT "blackout_dates_order" CHECK ("blackout_dates"."end_date" >= "blackout_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "driver_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"available_from" date NOT NULL,
	"available_until" date NOT NULL,
	CONSTRAINT "driver_availability_order" CHECK ("driver_availability"."available_until" >= "driver_availability"."available_from")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text,
	"license_number" text NOT NULL,
	"license_class" text NOT NULL,
	"license_expiry" date,
	"has_adr" boolean DEFAULT false NOT NULL,
	"adr_expiry" date,
	"has_hse" boolean DEFAULT false NOT NULL,
	"hse_expiry" date,
	"rating" real DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"current_job_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_status_check" CHECK ("drivers"."status" in ('available', 'off_duty', 'suspended')),
	CONSTRAINT "drivers_rating_range" CHECK ("drivers"."rating" >= 0 and "drivers"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "job_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"notes" text,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_number" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"estimated_duration" text,
	"client_company" text NOT NULL,
	"special_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"assigned_driver_id" uuid,
	"assigned_vehicle_id" uuid,
	"actual_start_time" timestamp with time zone,
	"estimated_completion" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"location_text" text,
	"location_lat" double precision,
	"location_lng" double precision,
	"notes" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_job_number_unique" UNIQUE("job_number"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'delayed')),
	CONSTRAINT "jobs_priority_check" CHECK ("jobs"."priority" in ('urgent', 'high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "tender_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"logistics_org_id" uuid NOT NULL,
	"status" text NOT NULL,
	"proposed_rate" bigint,
	"estimated_delivery_time" text,
	"notes" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_bids_status_check" CHECK ("tender_bids"."status" in ('submitted', 'declined', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"supplier_org_id" uuid NOT NULL,
	"target_org_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"required_date" timestamp with time zone NOT NULL,
	"bid_deadline" timestamp with time zone NOT NULL,
	"max_rate" bigint NOT NULL,
	"weight_kg" double precision,
	"volume_m3" double precision,
	"cargo_type" text,
	"special_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_shipment_id_unique" UNIQUE("shipment_id"),
	CONSTRAINT "tenders_priority_check" CHECK ("tenders"."priority" in ('urgent', 'high', 'medium', 'low')),
	CONSTRAINT "tenders_max_rate_positive" CHECK ("tenders"."max_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity" text NOT NULL,
	"capacity_unit" text DEFAULT 'liters' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"adr_certificate_number" text,
	"adr_expiry_date" date,
	"insurance_policy_number" text,
	"insurance_expiry_date" date,
	"roadworthiness_expiry" date,
	"fuel_type" text DEFAULT 'diesel' NOT NULL,
	"emission_standard" text DEFAULT 'Euro 6' NOT NULL,
	"gps_tracker_id" text,
	"last_maintenance_date" date,
	"next_maintenance_date" date,
	"maintenance_notes" text,
	"current_driver_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('active', 'maintenance', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "blackout_dates" ADD CONSTRAINT "blackout_dates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_availability" ADD CONSTRAINT "driver_availability_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_vehicle_id_vehicles_id_fk" FOREIGN KEY ("assigned_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_logistics_org_id_organizations_id_fk" FOREIGN KEY ("logistics_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_supplier_org_id_organizations_id_fk" FOREIGN KEY ("supplier_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_target_org_id_organizations_id_fk" FOREIGN KEY ("target_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blackout_dates_org_start_idx" ON "blackout_dates" USING btree ("organization_id","start_date","id");--> statement-breakpoint
CREATE INDEX "blackout_dates_entity_idx" ON "blackout_dates" USING btree ("entity_id","start_date");--> statement-breakpoint
CREATE INDEX "driver_availability_driver_idx" ON "driver_availability" USING btree ("driver_id","available_from");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_org_license_key" ON "drivers" USING btree ("organization_id",lower("license_number"));--> statement-breakpoint
CREATE INDEX "drivers_org_created_idx" ON "drivers" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_assignments_live_job_key" ON "job_assignments" USING btree ("job_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_assignments_live_driver_key" ON "job_assignments" USING btree ("driver_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_assignments_live_vehicle_key" ON "job_assignments" USING btree ("vehicle_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "job_assignments_vehicle_idx" ON "job_assignments" USING btree ("vehicle_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_shipment_key" ON "jobs" USING btree ("shipment_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "jobs_org_scheduled_idx" ON "jobs" USING btree ("organization_id","scheduled_date","id");--> statement-breakpoint
CREATE INDEX "jobs_org_created_idx" ON "jobs" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_scheduled_idx" ON "jobs" USING btree ("scheduled_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_bids_company_key" ON "tender_bids" USING btree ("tender_id","logistics_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_bids_one_winner_key" ON "tender_bids" USING btree ("tender_id") WHERE status = 'won';--> statement-breakpoint
CREATE INDEX "tender_bids_org_idx" ON "tender_bids" USING btree ("logistics_org_id","created_at");--> statement-breakpoint
CREATE INDEX "tenders_deadline_idx" ON "tenders" USING btree ("bid_deadline","id");--> statement-breakpoint
CREATE INDEX "tenders_target_deadline_idx" ON "tenders" USING btree ("target_org_id","bid_deadline","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_org_registration_key" ON "vehicles" USING btree ("organization_id",lower("registration_number"));--> statement-breakpoint
CREATE INDEX "vehicles_org_created_idx" ON "vehicles" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "vehicles" USING btree ("created_at","id");