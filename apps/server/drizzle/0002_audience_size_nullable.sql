ALTER TABLE "audiences" ALTER COLUMN "size" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audiences" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
-- Socio-economic levels were once stored as flags ({"abc1": true, ...}); the contract holds a list of the chosen levels.
UPDATE "audiences" SET "filters" = jsonb_set("filters", '{demographics,socioEconomicLevels}', coalesce((
  SELECT jsonb_agg(upper(level.key) ORDER BY level.key) FROM jsonb_each("filters"->'demographics'->'socioEconomicLevels') AS level
  WHERE level.value = 'true'::jsonb AND upper(level.key) IN ('ABC1', 'C2', 'C3', 'D', 'E')
  HAVING count(*) < 5), '[]'::jsonb))
WHERE jsonb_typeof("filters"->'demographics'->'socioEconomicLevels') = 'object';
