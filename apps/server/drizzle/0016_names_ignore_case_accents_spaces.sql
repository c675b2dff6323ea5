DROP INDEX "campaigns_name_lower_key";--> statement-breakpoint
ALTER TABLE "audiences" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(btrim(lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f]', '', 'g'))), ' +', ' ', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(btrim(lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f]', '', 'g'))), ' +', ' ', 'g')) STORED NOT NULL;--> statement-breakpoint
-- Names that differed only by case, accents or spaces are one name now (docs/decisions/046): every such name but
-- the oldest takes its id as a suffix ("Promo Verano 12"), so the unique indexes can be made.
UPDATE "campaigns" SET "name" = "campaigns"."name" || ' ' || "campaigns"."id" WHERE EXISTS (SELECT 1 FROM "campaigns" AS "older" WHERE "older"."name_key" = "campaigns"."name_key" AND "older"."id" < "campaigns"."id");--> statement-breakpoint
UPDATE "audiences" SET "name" = "audiences"."name" || ' ' || "audiences"."id" WHERE EXISTS (SELECT 1 FROM "audiences" AS "older" WHERE "older"."owner_id" = "audiences"."owner_id" AND "older"."name_key" = "audiences"."name_key" AND "older"."id" < "audiences"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "audiences_owner_name_key" ON "audiences" USING btree ("owner_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_key" ON "campaigns" USING btree ("name_key");