-- Overlapping syncs may have stored a quote twice: keep one row per quote (the closing-flagged one if
-- any, else the first by id) before the unique index makes a second copy impossible.
DELETE FROM "odds" AS "duplicate"
USING "odds" AS "kept"
WHERE "duplicate"."event_id" = "kept"."event_id"
  AND "duplicate"."bookmaker" = "kept"."bookmaker"
  AND "duplicate"."market" = "kept"."market"
  AND "duplicate"."selection" = "kept"."selection"
  AND "duplicate"."line" IS NOT DISTINCT FROM "kept"."line"
  AND "duplicate"."timestamp" = "kept"."timestamp"
  AND (
    "kept"."is_closing" > "duplicate"."is_closing"
    OR ("kept"."is_closing" = "duplicate"."is_closing" AND "kept"."id" < "duplicate"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "odds_quote_unique" ON "odds" USING btree ("event_id","bookmaker","market","selection",coalesce("line", 'NaN'::numeric),"timestamp");
