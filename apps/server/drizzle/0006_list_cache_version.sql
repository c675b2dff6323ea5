CREATE SEQUENCE "public"."list_cache_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE FUNCTION "list_cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('list_cache_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();--> statement-breakpoint
CREATE TRIGGER "campaign_delivery_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_delivery"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();--> statement-breakpoint
CREATE TRIGGER "campaign_delivery_day_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_delivery_day"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();--> statement-breakpoint
CREATE TRIGGER "campaign_statistics_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_statistics"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();--> statement-breakpoint
CREATE TRIGGER "accounts_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();--> statement-breakpoint
CREATE TRIGGER "account_advertiser_links_list_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_advertiser_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_cache_version_bump"();
