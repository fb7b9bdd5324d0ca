CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"related_entity_type" text NOT NULL,
	"related_entity_id" uuid NOT NULL,
	"order_id" uuid,
	"description" text NOT NULL,
	"raised_by" uuid NOT NULL,
	"raised_by_org_id" uuid,
	"party_org_ids" uuid[] DEFAULT '{}' NOT NULL,
	"resolution_notes" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'investigating', 'escalated', 'resolved', 'closed')),
	CONSTRAINT "disputes_category_check" CHECK ("disputes"."category" in ('payment', 'delivery', 'quality', 'contract_terms', 'other')),
	CONSTRAINT "disputes_priority_check" CHECK ("disputes"."priority" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "disputes_related_type_check" CHECK ("disputes"."related_entity_type" in ('contract', 'order', 'shipment'))
);
--> statement-breakpoint
CREATE TABLE "kyb_kyc_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_type" text NOT NULL,
	"organization_id" uuid,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"documents" text[] DEFAULT '{}' NOT NULL,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyb_kyc_reviews_status_check" CHECK ("kyb_kyc_reviews"."status" in ('pending', 'under_review', 'approved', 'rejected')),
	CONSTRAINT "kyb_kyc_reviews_type_check" CHECK ("kyb_kyc_reviews"."review_type" in ('kyb', 'kyc'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_raised_by_org_id_organizations_id_fk" FOREIGN KEY ("raised_by_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_kyc_reviews" ADD CONSTRAINT "kyb_kyc_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_kyc_reviews" ADD CONSTRAINT "kyb_kyc_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_kyc_reviews" ADD CONSTRAINT "kyb_kyc_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_related_idx" ON "disputes" USING btree ("related_entity_type","related_entity_id");--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "kyb_kyc_reviews_submitted_idx" ON "kyb_kyc_reviews" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyb_kyc_reviews_org_idx" ON "kyb_kyc_reviews" USING btree ("organization_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyb_kyc_reviews_user_idx" ON "kyb_kyc_reviews" USING btree ("user_id","submitted_at","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('rfq', 'offer', 'contract', 'settlement', 'order', 'shipment', 'payment', 'tender', 'job', 'review', 'dispute'));