CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"party" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"signer_user_id" uuid,
	"signer_name" text NOT NULL,
	"signature_kind" text NOT NULL,
	"drawing" jsonb,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signatures_party_unique" UNIQUE("contract_id","party"),
	CONSTRAINT "contract_signatures_party_check" CHECK ("contract_signatures"."party" in ('buyer', 'supplier')),
	CONSTRAINT "contract_signatures_kind_check" CHECK ("contract_signatures"."signature_kind" in ('typed', 'drawn')),
	CONSTRAINT "contract_signatures_drawing_check" CHECK (("contract_signatures"."signature_kind" = 'drawn') = ("contract_signatures"."drawing" is not null))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;