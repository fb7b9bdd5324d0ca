CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('draft', 'review', 'published', 'archived')),
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."type" in ('announcement', 'policy', 'terms', 'faq', 'help_article', 'news'))
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"rollout_percentage" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_rollout_range" CHECK ("feature_flags"."rollout_percentage" between 0 and 100 and "feature_flags"."rollout_percentage" % 5 = 0)
);
--> statement-breakpoint
CREATE INDEX "content_items_updated_idx" ON "content_items" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "content_items_created_idx" ON "content_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "content_items_status_type_updated_idx" ON "content_items" USING btree ("status","type","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_name_key" ON "feature_flags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "feature_flags_created_idx" ON "feature_flags" USING btree ("created_at","id");