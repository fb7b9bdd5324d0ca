ALTER TABLE "drivers" DROP COLUMN "current_job_id";--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "current_driver_id";