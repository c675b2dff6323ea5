CREATE TABLE "campaign_delivery_day" (
	"is_only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "campaign_delivery_day_single" CHECK ("campaign_delivery_day"."is_only")
);
--> statement-breakpoint
DROP INDEX "campaign_delivery_impressions_idx";--> statement-breakpoint
DROP INDEX "campaign_delivery_clicks_idx";--> statement-breakpoint
DROP INDEX "campaign_delivery_ctr_idx";--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "progress" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "spent" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "cpm" numeric;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "cpc" numeric;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "yesterday_impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "yesterday_clicks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_delivery_progress_idx" ON "campaign_delivery" USING btree ("progress","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_spent_idx" ON "campaign_delivery" USING btree ("spent","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_cpm_asc_idx" ON "campaign_delivery" USING btree ("cpm","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_cpm_desc_idx" ON "campaign_delivery" USING btree ("cpm" DESC NULLS LAST,"campaign_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaign_delivery_cpc_asc_idx" ON "campaign_delivery" USING btree ("cpc","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_cpc_desc_idx" ON "campaign_delivery" USING btree ("cpc" DESC NULLS LAST,"campaign_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaign_delivery_yesterday_impressions_idx" ON "campaign_delivery" USING btree ("yesterday_impressions","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_yesterday_clicks_idx" ON "campaign_delivery" USING btree ("yesterday_clicks","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_impressions_idx" ON "campaign_delivery" USING btree ("impressions","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_clicks_idx" ON "campaign_delivery" USING btree ("clicks","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_ctr_idx" ON "campaign_delivery" USING btree ("ctr","campaign_id");--> statement-breakpoint
CREATE FUNCTION "campaign_delivery_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "campaign_delivery" ("campaign_id") SELECT "id" FROM "inserted" ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_delivery_rows" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_delivery_rows"();--> statement-breakpoint
INSERT INTO "campaign_delivery" ("campaign_id") SELECT "id" FROM "campaigns" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "campaign_delivery" SET "spent" = "f"."spent", "progress" = "f"."progress",
  "cpm" = CASE WHEN "f"."impressions" > 0 THEN "f"."spent" * 1000 / "f"."impressions" END,
  "cpc" = CASE WHEN "f"."clicks" > 0 THEN "f"."spent" / "f"."clicks" END
FROM (
  SELECT "d"."campaign_id", "d"."impressions", "d"."clicks",
    LEAST("c"."budget_total", CASE "c"."purchase_model"
      WHEN 'CPM' THEN "d"."impressions" * "c"."unit_price" / 1000
      WHEN 'CPA' THEN "d"."clicks" * COALESCE("c"."conversion_rate", 100) * "c"."unit_price" / 100
      ELSE "d"."clicks" * "c"."unit_price" END) AS "spent",
    CASE WHEN "c"."purchase_model" = 'CPM'
      THEN CASE WHEN "c"."target_impressions" > 0 THEN "d"."impressions" * 100.0 / "c"."target_impressions" ELSE 0 END
      ELSE CASE WHEN "c"."target_clicks" > 0 THEN "d"."clicks" * 100.0 / "c"."target_clicks" ELSE 0 END
    END AS "progress"
  FROM "campaign_delivery" "d" JOIN "campaigns" "c" ON "c"."id" = "d"."campaign_id"
) "f"
WHERE "f"."campaign_id" = "campaign_delivery"."campaign_id";
