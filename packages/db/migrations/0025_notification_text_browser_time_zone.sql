ALTER TABLE "notifications" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "browser_time_zone" text;