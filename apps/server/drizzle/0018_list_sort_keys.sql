CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
DROP INDEX "campaigns_advertiser_id_idx";--> statement-breakpoint
DROP INDEX "campaigns_country_idx";--> statement-breakpoint
DROP INDEX "campaigns_dates_idx";--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "needed_capping" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "advertiser_name" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "days" integer GENERATED ALWAYS AS (((("end_date" at time zone 'UTC') + interval '-03:00')::date - (("start_date" at time zone 'UTC') + interval '-03:00')::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "current_capping" bigint GENERATED ALWAYS AS ((case when ("purchase_model" in ('CPM')) then "capping_impressions" else "capping_clicks" end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_delivery_needed_capping_idx" ON "campaign_delivery" USING btree ("needed_capping","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_advertiser_name_asc_idx" ON "campaign_delivery" USING btree (lower("advertiser_name") asc nulls last,"campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_advertiser_name_desc_idx" ON "campaign_delivery" USING btree (lower("advertiser_name") desc nulls last,"campaign_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaign_delivery_seller_name_asc_idx" ON "campaign_delivery" USING btree (lower("seller_name") asc nulls last,"campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_seller_name_desc_idx" ON "campaign_delivery" USING btree (lower("seller_name") desc nulls last,"campaign_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_advertiser_end_date_idx" ON "campaigns" USING btree ("advertiser_id","end_date","id","start_date");--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_name_sort_idx" ON "campaigns" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "campaigns_status_sort_idx" ON "campaigns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "campaigns_source_asc_idx" ON "campaigns" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "campaigns_source_desc_idx" ON "campaigns" USING btree ("source" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_days_idx" ON "campaigns" USING btree ("days","id");--> statement-breakpoint
CREATE INDEX "campaigns_current_capping_idx" ON "campaigns" USING btree ("current_capping","id");--> statement-breakpoint
CREATE INDEX "campaigns_target_impressions_idx" ON "campaigns" USING btree ("target_impressions","id");--> statement-breakpoint
CREATE INDEX "campaigns_target_clicks_idx" ON "campaigns" USING btree ("target_clicks","id");--> statement-breakpoint
CREATE INDEX "campaigns_budget_idx" ON "campaigns" USING btree ("budget_total","id");--> statement-breakpoint
CREATE INDEX "campaigns_currency_budget_idx" ON "campaigns" USING btree ("currency","budget_total","id");--> statement-breakpoint
CREATE INDEX "campaigns_product_asc_idx" ON "campaigns" USING btree (lower("product") asc nulls last,"id");--> statement-breakpoint
CREATE INDEX "campaigns_product_desc_idx" ON "campaigns" USING btree (lower("product") desc nulls last,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_weight_idx" ON "campaigns" USING btree ("optimization_weight","id");--> statement-breakpoint
CREATE INDEX "campaigns_country_idx" ON "campaigns" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "campaigns_dates_idx" ON "campaigns" USING btree ("end_date","id","start_date","currency","enable_optimized","country","seller_id","advertiser_id","status");--> statement-breakpoint
CREATE FUNCTION "campaign_needed_capping"("today" date, "start_date" timestamptz, "end_date" timestamptz,
  "purchase_model" text, "target_impressions" bigint, "target_clicks" bigint, "impressions" bigint, "clicks" bigint)
  RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT ((case when greatest(0, ((end_date at time zone 'UTC') + interval '-03:00')::date - greatest(today, ((start_date at time zone 'UTC') + interval '-03:00')::date) + 1) > 0
      then ceil(greatest(0, (case when (purchase_model in ('CPM')) then target_impressions else target_clicks end) - (case when (purchase_model in ('CPM')) then impressions else clicks end))::numeric / greatest(0, ((end_date at time zone 'UTC') + interval '-03:00')::date - greatest(today, ((start_date at time zone 'UTC') + interval '-03:00')::date) + 1)) else 0 end))::bigint
$$;--> statement-breakpoint
CREATE FUNCTION "account_shown_name"(integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(trim("accounts"."company"), ''), "accounts"."first_name") FROM "accounts" WHERE "accounts"."id" = $1
$$;--> statement-breakpoint
CREATE FUNCTION "account_seller_label"(integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(trim("accounts"."company"), '') || ' (' || nullif(concat_ws(' ', nullif(trim("accounts"."first_name"), ''), nullif(trim("accounts"."last_name"), '')), '') || ')', nullif(trim("accounts"."company"), ''), nullif(concat_ws(' ', nullif(trim("accounts"."first_name"), ''), nullif(trim("accounts"."last_name"), '')), ''))
  FROM "accounts" WHERE "accounts"."id" = $1
$$;--> statement-breakpoint
CREATE FUNCTION "campaign_delivery_today"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "day" FROM "campaign_delivery_day"), ((now() at time zone 'UTC') + interval '-03:00')::date - 1) + 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "campaign_delivery_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "campaign_delivery" ("campaign_id", "needed_capping", "advertiser_name", "seller_name")
  SELECT "id",
    "campaign_needed_capping"("campaign_delivery_today"(), "start_date", "end_date", "purchase_model",
      "target_impressions", "target_clicks", 0, 0),
    "account_shown_name"("advertiser_id"), "account_seller_label"("seller_id")
  FROM "inserted" ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "campaign_delivery_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaign_delivery" SET
    "needed_capping" = "campaign_needed_capping"("campaign_delivery_today"(), "changed"."start_date",
      "changed"."end_date", "changed"."purchase_model", "changed"."target_impressions", "changed"."target_clicks",
      "campaign_delivery"."impressions", "campaign_delivery"."clicks"),
    "advertiser_name" = "account_shown_name"("changed"."advertiser_id"),
    "seller_name" = "account_seller_label"("changed"."seller_id")
  FROM "changed" JOIN "before_change" ON "before_change"."id" = "changed"."id"
  WHERE "campaign_delivery"."campaign_id" = "changed"."id"
    AND ("changed"."start_date", "changed"."end_date", "changed"."purchase_model", "changed"."target_impressions",
      "changed"."target_clicks", "changed"."advertiser_id", "changed"."seller_id")
    IS DISTINCT FROM ("before_change"."start_date", "before_change"."end_date", "before_change"."purchase_model",
      "before_change"."target_impressions", "before_change"."target_clicks", "before_change"."advertiser_id",
      "before_change"."seller_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_delivery_keys" AFTER UPDATE ON "campaigns"
  REFERENCING OLD TABLE AS "before_change" NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_delivery_keys"();--> statement-breakpoint
CREATE FUNCTION "campaign_delivery_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaign_delivery" SET "advertiser_name" = "account_shown_name"("campaigns"."advertiser_id")
  FROM "campaigns"
  WHERE "campaigns"."id" = "campaign_delivery"."campaign_id" AND "campaigns"."advertiser_id" IN (
    SELECT "renamed"."id" FROM "renamed" JOIN "before_rename" ON "before_rename"."id" = "renamed"."id"
    WHERE ("renamed"."company", "renamed"."first_name")
      IS DISTINCT FROM ("before_rename"."company", "before_rename"."first_name"));
  UPDATE "campaign_delivery" SET "seller_name" = "account_seller_label"("campaigns"."seller_id")
  FROM "campaigns"
  WHERE "campaigns"."id" = "campaign_delivery"."campaign_id" AND "campaigns"."seller_id" IN (
    SELECT "renamed"."id" FROM "renamed" JOIN "before_rename" ON "before_rename"."id" = "renamed"."id"
    WHERE ("renamed"."company", "renamed"."first_name", "renamed"."last_name")
      IS DISTINCT FROM ("before_rename"."company", "before_rename"."first_name", "before_rename"."last_name"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_delivery_names" AFTER UPDATE ON "accounts"
  REFERENCING OLD TABLE AS "before_rename" NEW TABLE AS "renamed"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_delivery_names"();--> statement-breakpoint
UPDATE "campaign_delivery" SET
  "needed_capping" = "campaign_needed_capping"("campaign_delivery_today"(), "campaigns"."start_date",
    "campaigns"."end_date", "campaigns"."purchase_model", "campaigns"."target_impressions",
    "campaigns"."target_clicks", "campaign_delivery"."impressions", "campaign_delivery"."clicks"),
  "advertiser_name" = "account_shown_name"("campaigns"."advertiser_id"),
  "seller_name" = "account_seller_label"("campaigns"."seller_id")
FROM "campaigns" WHERE "campaigns"."id" = "campaign_delivery"."campaign_id";
