CREATE TABLE "settlement_reminders" (
	"settlement_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_reminders_settlement_id_stage_pk" PRIMARY KEY("settlement_id","stage"),
	CONSTRAINT "settlement_reminders_stage_check" CHECK ("settlement_reminders"."stage" in ('due', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "settlement_reminders" ADD CONSTRAINT "settlement_reminders_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;