CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"per_usd" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_date_pk" PRIMARY KEY("currency","date"),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('CLP', 'EUR', 'ARS', 'USD', 'COP', 'MX', 'PEN', 'PAB')),
	CONSTRAINT "exchange_rates_per_usd_check" CHECK ("exchange_rates"."per_usd" > 0)
);
