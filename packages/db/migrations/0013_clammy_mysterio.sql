ALTER TABLE "document_shares" DROP CONSTRAINT "document_shares_record_type_check";--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_record_type_check" CHECK ("document_shares"."record_type" is null or "document_shares"."record_type" in ('contract', 'order', 'rfq', 'offer'));--> statement-breakpoint
-- A supplier's file attached to (or shared with) an RFQ belongs to its offer on that RFQ (one per supplier and RFQ): moved there; without an offer it keeps no attachment.
UPDATE "documents" d SET "attached_type" = 'offer', "attached_id" = o."id" FROM "rfqs" r, "offers" o
  WHERE d."attached_type" = 'rfq' AND r."id" = d."attached_id" AND r."buyer_org_id" <> d."organization_id" AND o."rfq_id" = r."id" AND o."supplier_org_id" = d."organization_id";--> statement-breakpoint
UPDATE "documents" d SET "attached_type" = null, "attached_id" = null FROM "rfqs" r
  WHERE d."attached_type" = 'rfq' AND r."id" = d."attached_id" AND r."buyer_org_id" <> d."organization_id";--> statement-breakpoint
UPDATE "document_shares" s SET "record_type" = 'offer', "record_id" = o."id" FROM "documents" d, "rfqs" r, "offers" o
  WHERE s."record_type" = 'rfq' AND d."id" = s."document_id" AND r."id" = s."record_id" AND r."buyer_org_id" <> d."organization_id" AND o."rfq_id" = r."id" AND o."supplier_org_id" = d."organization_id";--> statement-breakpoint
DELETE FROM "document_shares" s USING "documents" d, "rfqs" r
  WHERE s."record_type" = 'rfq' AND d."id" = s."document_id" AND r."id" = s."record_id" AND r."buyer_org_id" <> d."organization_id";
