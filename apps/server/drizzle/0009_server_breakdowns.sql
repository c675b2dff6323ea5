CREATE TABLE "delivery_server_breakdowns" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"server" text NOT NULL,
	"report" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_server_breakdowns_campaign_id_date_server_pk" PRIMARY KEY("campaign_id","date","server"),
	CONSTRAINT "delivery_server_breakdowns_server_check" CHECK ("delivery_server_breakdowns"."server" in ('newton', 'sinew'))
);
--> statement-breakpoint
ALTER TABLE "delivery_server_breakdowns" ADD CONSTRAINT "delivery_server_breakdowns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;