ALTER TABLE "users" ADD COLUMN "manages_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The account that created each organization (its first member) manages its members.
UPDATE "users" SET "manages_members" = true WHERE "id" IN (SELECT DISTINCT ON ("organization_id") "id" FROM "users" WHERE "organization_id" IS NOT NULL ORDER BY "organization_id", "created_at", "id");
