CREATE TABLE "fx_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_base_check" CHECK ("fx_rates"."base" in ('NGN', 'USD', 'EUR', 'GBP', 'CAD')),
	CONSTRAINT "fx_rates_quote_check" CHECK ("fx_rates"."quote" in ('NGN', 'USD', 'EUR', 'GBP', 'CAD')),
	CONSTRAINT "fx_rates_pair_check" CHECK ("fx_rates"."base" <> "fx_rates"."quote"),
	CONSTRAINT "fx_rates_rate_check" CHECK ("fx_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_indices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"currency" text NOT NULL,
	"unit" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_indices_currency_check" CHECK ("price_indices"."currency" in ('NGN', 'USD', 'EUR', 'GBP', 'CAD')),
	CONSTRAINT "price_indices_unit_check" CHECK ("price_indices"."unit" in ('bbl', 't', 'l', 'mmbtu', 'MWh'))
);
--> statement-breakpoint
CREATE TABLE "price_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"index_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_index_id_price_indices_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."price_indices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_pair_date_key" ON "fx_rates" USING btree ("base","quote","date");--> statement-breakpoint
CREATE INDEX "fx_rates_date_idx" ON "fx_rates" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_indices_code_key" ON "price_indices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_index_date_key" ON "price_quotes" USING btree ("index_id","date");--> statement-breakpoint
CREATE INDEX "price_quotes_index_date_id_idx" ON "price_quotes" USING btree ("index_id","date","id");