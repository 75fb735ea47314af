CREATE TABLE "bet_sums" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"graded" integer NOT NULL,
	"pending" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"pushes" integer NOT NULL,
	"staked" numeric NOT NULL,
	"profit" numeric NOT NULL,
	"published_profit" numeric NOT NULL,
	"clv_sum" numeric NOT NULL,
	"clv_count" integer NOT NULL,
	"slippage_sum" numeric NOT NULL,
	"slippage_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "p_market_close" numeric(8, 6);--> statement-breakpoint
CREATE INDEX "bets_open_user_id_idx" ON "bets" USING btree ("user_id","created_at") WHERE "bets"."result" is null;--> statement-breakpoint
CREATE FUNCTION "bet_sums_statements"(changed text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  -- `changed` selects `sign` (1: the row now counts, -1: it no longer does) and every column of bets.
  -- The shares are the summary's (bet-figures.repository.ts): graded = win, loss or push; a void bet
  -- counts in `count` only; the published profit is the same stake at the published price.
  SELECT ARRAY[
    'INSERT INTO bet_sums AS s (user_id, count, graded, pending, wins, losses, pushes, staked, profit,
        published_profit, clv_sum, clv_count, slippage_sum, slippage_count)
      SELECT c.user_id,
        sum(c.sign),
        coalesce(sum(c.sign) FILTER (WHERE c.result IN (''win'', ''loss'', ''push'')), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result IS NULL), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''win''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''loss''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''push''), 0),
        coalesce(sum(c.sign * c.stake) FILTER (WHERE c.result IN (''win'', ''loss'', ''push'')), 0),
        coalesce(sum(c.sign * coalesce(c.profit, 0)) FILTER (WHERE c.result IN (''win'', ''loss'', ''push'')), 0),
        coalesce(sum(c.sign * CASE c.result WHEN ''win'' THEN round(c.stake * (c.published_odds - 1), 2)
          WHEN ''loss'' THEN -c.stake ELSE 0 END) FILTER (WHERE c.result IN (''win'', ''loss'', ''push'')), 0),
        coalesce(sum(c.sign * (c.odds * c.p_market_close - 1))
          FILTER (WHERE c.result IS DISTINCT FROM ''void'' AND c.p_market_close IS NOT NULL), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result IS DISTINCT FROM ''void'' AND c.p_market_close IS NOT NULL), 0),
        coalesce(sum(c.sign * (c.odds / c.published_odds - 1)) FILTER (WHERE c.result IS DISTINCT FROM ''void''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result IS DISTINCT FROM ''void''), 0)
      FROM (' || changed || ') c
      GROUP BY c.user_id
      ORDER BY c.user_id
      ON CONFLICT (user_id) DO UPDATE SET count = s.count + excluded.count, graded = s.graded + excluded.graded,
        pending = s.pending + excluded.pending, wins = s.wins + excluded.wins,
        losses = s.losses + excluded.losses, pushes = s.pushes + excluded.pushes,
        staked = s.staked + excluded.staked, profit = s.profit + excluded.profit,
        published_profit = s.published_profit + excluded.published_profit,
        clv_sum = s.clv_sum + excluded.clv_sum, clv_count = s.clv_count + excluded.clv_count,
        slippage_sum = s.slippage_sum + excluded.slippage_sum,
        slippage_count = s.slippage_count + excluded.slippage_count',
    'DELETE FROM bet_sums WHERE count = 0'
  ]
$$;--> statement-breakpoint
CREATE FUNCTION "bet_sums_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- An update counts only the rows whose counted columns changed: the old row out, the new one in.
  counted CONSTANT text := 'user_id, result, stake, profit, odds, published_odds, p_market_close';
  changed text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := 'SELECT 1 AS sign, * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    changed := 'SELECT -1 AS sign, * FROM old_rows';
  ELSE
    changed := 'SELECT -1 AS sign, o.* FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n
        WHERE n.id = o.id AND (n.' || replace(counted, ', ', ', n.') || ') IS NOT DISTINCT FROM (o.'
          || replace(counted, ', ', ', o.') || '))
      UNION ALL
      SELECT 1 AS sign, n.* FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o
        WHERE o.id = n.id AND (n.' || replace(counted, ', ', ', n.') || ') IS NOT DISTINCT FROM (o.'
          || replace(counted, ', ', ', o.') || '))';
  END IF;
  FOREACH statement IN ARRAY bet_sums_statements(changed) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bet_sums_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE bet_sums;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bet_sums_insert" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "bet_sums_update" AFTER UPDATE ON "bets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "bet_sums_delete" AFTER DELETE ON "bets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "bet_sums_truncate" AFTER TRUNCATE ON "bets" FOR EACH STATEMENT EXECUTE FUNCTION "bet_sums_clear"();--> statement-breakpoint
-- Bets recorded before the sums were kept (the copy of the picks' closes first).
UPDATE "bets" AS b SET "p_market_close" = p."p_market_close" FROM "picks" p WHERE p."id" = b."pick_id" AND p."p_market_close" IS NOT NULL;--> statement-breakpoint
TRUNCATE "bet_sums";--> statement-breakpoint
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY bet_sums_statements('SELECT 1 AS sign, * FROM bets') LOOP
    EXECUTE statement;
  END LOOP;
END
$$;
