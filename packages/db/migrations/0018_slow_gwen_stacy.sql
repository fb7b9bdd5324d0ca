CREATE TABLE "rfq_digest_items" (
	"user_id" uuid NOT NULL,
	"rfq_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_digest_items_user_id_rfq_id_pk" PRIMARY KEY("user_id","rfq_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_notice_windows" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfq_digest_items" ADD CONSTRAINT "rfq_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_digest_items" ADD CONSTRAINT "rfq_digest_items_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_notice_windows" ADD CONSTRAINT "rfq_notice_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;