CREATE TABLE "campaign_delivery" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"ctr" numeric(9, 4) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD CONSTRAINT "campaign_delivery_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_delivery_impressions_idx" ON "campaign_delivery" USING btree ("impressions");--> statement-breakpoint
CREATE INDEX "campaign_delivery_clicks_idx" ON "campaign_delivery" USING btree ("clicks");--> statement-breakpoint
CREATE INDEX "campaign_delivery_ctr_idx" ON "campaign_delivery" USING btree ("ctr");--> statement-breakpoint
CREATE INDEX "campaigns_start_date_idx" ON "campaigns" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "campaigns_status_end_date_idx" ON "campaigns" USING btree ("status","end_date");