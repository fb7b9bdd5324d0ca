ALTER TABLE "user_preferences" DROP CONSTRAINT "user_preferences_timezone_check";--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "color_scheme" text DEFAULT 'light' NOT NULL;--> statement-breakpoint
UPDATE "user_preferences" SET "color_scheme" = CASE WHEN "dark_mode" THEN 'dark' ELSE 'light' END;--> statement-breakpoint
ALTER TABLE "user_preferences" DROP COLUMN "dark_mode";--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_color_scheme_check" CHECK ("user_preferences"."color_scheme" in ('light', 'dark', 'auto'));--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_timezone_check" CHECK ("user_preferences"."timezone" in ('UTC', 'EST', 'PST', 'CET', 'browser'));
