CREATE TABLE "job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"lat" numeric(10, 7) NOT NULL,
	"lng" numeric(10, 7) NOT NULL,
	"location_text" text,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_positions_lat_range" CHECK ("job_positions"."lat" between -90 and 90),
	CONSTRAINT "job_positions_lng_range" CHECK ("job_positions"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location_lat" SET DATA TYPE numeric(10, 7);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location_lng" SET DATA TYPE numeric(10, 7);--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_positions_job_recorded_idx" ON "job_positions" USING btree ("job_id","recorded_at","id");