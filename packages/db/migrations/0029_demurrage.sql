ALTER TABLE "contracts" ADD COLUMN "free_time_hours" numeric(6, 2) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "demurrage_rate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "payee_org_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrived_at_site_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "discharge_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_payee_org_id_organizations_id_fk" FOREIGN KEY ("payee_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_one_demurrage_key" ON "settlements" USING btree ("contract_id") WHERE settlement_type = 'demurrage';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_demurrage_terms_check" CHECK ("contracts"."free_time_hours" >= 0 and "contracts"."demurrage_rate" >= 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_discharge_after_arrival_check" CHECK ("jobs"."discharge_ended_at" is null or ("jobs"."arrived_at_site_at" is not null and "jobs"."discharge_ended_at" > "jobs"."arrived_at_site_at"));