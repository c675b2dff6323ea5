CREATE TABLE "campaign_app_statistics" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"app" text NOT NULL,
	"app_name" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_app_statistics_campaign_id_date_app_pk" PRIMARY KEY("campaign_id","date","app")
);
--> statement-breakpoint
CREATE TABLE "campaign_reach" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"devices" bigint DEFAULT 0 NOT NULL,
	"cumulative_devices" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_reach_campaign_id_date_pk" PRIMARY KEY("campaign_id","date"),
	CONSTRAINT "campaign_reach_cumulative_check" CHECK ("campaign_reach"."cumulative_devices" >= "campaign_reach"."devices")
);
--> statement-breakpoint
CREATE TABLE "campaign_region_statistics" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_region_statistics_campaign_id_date_country_region_pk" PRIMARY KEY("campaign_id","date","country","region"),
	CONSTRAINT "campaign_region_statistics_country_check" CHECK ("campaign_region_statistics"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "creative_video_quartiles" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"creative_id" integer NOT NULL,
	"starts" bigint DEFAULT 0 NOT NULL,
	"first_quartile" bigint DEFAULT 0 NOT NULL,
	"midpoint" bigint DEFAULT 0 NOT NULL,
	"third_quartile" bigint DEFAULT 0 NOT NULL,
	"completes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "creative_video_quartiles_campaign_id_date_creative_id_pk" PRIMARY KEY("campaign_id","date","creative_id"),
	CONSTRAINT "creative_video_quartiles_order_check" CHECK ("creative_video_quartiles"."starts" >= "creative_video_quartiles"."first_quartile"),
	CONSTRAINT "creative_video_quartiles_first_check" CHECK ("creative_video_quartiles"."first_quartile" >= "creative_video_quartiles"."midpoint"),
	CONSTRAINT "creative_video_quartiles_midpoint_check" CHECK ("creative_video_quartiles"."midpoint" >= "creative_video_quartiles"."third_quartile"),
	CONSTRAINT "creative_video_quartiles_third_check" CHECK ("creative_video_quartiles"."third_quartile" >= "creative_video_quartiles"."completes")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "report_consumption" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "report_show_apps" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "report_type_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_app_statistics" ADD CONSTRAINT "campaign_app_statistics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reach" ADD CONSTRAINT "campaign_reach_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_region_statistics" ADD CONSTRAINT "campaign_region_statistics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_video_quartiles" ADD CONSTRAINT "creative_video_quartiles_creative_fk" FOREIGN KEY ("creative_id","campaign_id") REFERENCES "public"."creatives"("id","campaign_id") ON DELETE cascade ON UPDATE no action;