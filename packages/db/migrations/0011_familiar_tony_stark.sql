ALTER TABLE "organizations" ADD COLUMN "name_skeleton" text GENERATED ALWAYS AS (replace(replace(replace(translate(regexp_replace(normalize(lower(normalize("name", NFKC)), NFD), '[^[:alnum:]]', '', 'g'), '01авекмнорстухѕіјһԁԛԝӏүαβεζηικμνορτυχγiıɑ', 'olabekmhopctyxsljhdqwlyabezhlkmnoptyxylla'), 'ß', 'ss'), 'rn', 'm'), 'vv', 'w')) STORED NOT NULL;--> statement-breakpoint
-- Existing organizations whose names already look alike (sign-up names "Jo Bloggs (jbloggs)" and "Jo Bloggs (j.bloggs)")
-- would stop the unique constraint below: every one but the oldest gets its id's first characters added to its name.
UPDATE "organizations" AS o SET "name" = o."name" || ' (' || left(o."id"::text, 8) || ')'
WHERE EXISTS (SELECT 1 FROM "organizations" AS p WHERE p."name_skeleton" = o."name_skeleton" AND (p."created_at", p."id") < (o."created_at", o."id"));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_name_skeleton_unique" UNIQUE("name_skeleton");
