CREATE TABLE "record_sums" (
	"sport" text NOT NULL,
	"tier" text NOT NULL,
	"day" text NOT NULL,
	"band" smallint NOT NULL,
	"picks" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"pushes" integer NOT NULL,
	"staked" numeric NOT NULL,
	"profit" numeric NOT NULL,
	"units" numeric NOT NULL,
	"bets" integer NOT NULL,
	"bet_stake" numeric NOT NULL,
	"bet_profit" numeric NOT NULL,
	"bet_profit_sq_over_stake" numeric NOT NULL,
	"bet_stake_sq" numeric NOT NULL,
	"clv_sum" numeric NOT NULL,
	"clv_count" integer NOT NULL,
	"clv_above" integer NOT NULL,
	CONSTRAINT "record_sums_sport_tier_day_band_pk" PRIMARY KEY("sport","tier","day","band")
);
--> statement-breakpoint
CREATE TABLE "tier_sums" (
	"tier" text PRIMARY KEY NOT NULL,
	"graded" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"pushes" integer NOT NULL,
	"pending" integer NOT NULL,
	"staked" numeric NOT NULL,
	"profit" numeric NOT NULL,
	"units" numeric NOT NULL,
	"clv_sum" numeric NOT NULL,
	"clv_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_sums_empty_idx" ON "record_sums" USING btree ("day") WHERE "record_sums"."picks" = 0;--> statement-breakpoint
CREATE INDEX "record_ledger_corrections_idx" ON "record_ledger" USING btree ("seq") WHERE "record_ledger"."entry" like '%"kind":"correction"%';--> statement-breakpoint
CREATE INDEX "pick_audit_log_result_corrections_idx" ON "pick_audit_log" USING btree ("created_at","id") WHERE "pick_audit_log"."action" = 'result_changed' and "pick_audit_log"."changes" -> 'result' ->> 'from' is not null;--> statement-breakpoint
CREATE FUNCTION "pick_record_band"(p numeric) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  -- record-stats.ts CALIBRATION_EDGES and bandOf: [from, to), the last band including 1; -1 outside.
  SELECT CASE
    WHEN p >= 0 AND p < 0.4 THEN 0
    WHEN p >= 0.4 AND p < 0.45 THEN 1
    WHEN p >= 0.45 AND p < 0.5 THEN 2
    WHEN p >= 0.5 AND p < 0.55 THEN 3
    WHEN p >= 0.55 AND p < 0.6 THEN 4
    WHEN p >= 0.6 AND p < 0.65 THEN 5
    WHEN p >= 0.65 AND p < 0.7 THEN 6
    WHEN p >= 0.7 AND p < 0.75 THEN 7
    WHEN p >= 0.75 AND p < 0.8 THEN 8
    WHEN p >= 0.8 AND p <= 1 THEN 9
    ELSE -1
  END::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "pick_sums_statements"(changed text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  -- `changed` selects `sign` (1: the row now counts, -1: it no longer does) and every column of
  -- picks. Each statement adds the signed shares of its rows to the sums, a tier's (kpis.repository.ts)
  -- and a day's and band's (record.repository.ts), with the same expressions the aggregates used, then
  -- deletes the rows left empty. Sums are exact numeric, so adding and subtracting never drifts.
  SELECT ARRAY[
    'INSERT INTO tier_sums AS s (tier, graded, wins, losses, pushes, pending, staked, profit, units,
        clv_sum, clv_count)
      SELECT c.tier,
        coalesce(sum(c.sign) FILTER (WHERE c.result IS NOT NULL), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''win''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''loss''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''push''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result IS NULL), 0),
        coalesce(sum(c.sign * c.stake) FILTER (WHERE c.result IS NOT NULL), 0),
        coalesce(sum(c.sign * coalesce(c.profit, 0)) FILTER (WHERE c.result IS NOT NULL), 0),
        coalesce(sum(c.sign * CASE WHEN c.stake > 0 AND c.profit IS NOT NULL THEN c.profit / c.stake
          WHEN c.result = ''win'' THEN c.odds - 1 WHEN c.result = ''loss'' THEN -1 ELSE 0 END)
          FILTER (WHERE c.result IS NOT NULL), 0),
        coalesce(sum(c.sign * c.clv) FILTER (WHERE c.result IS NOT NULL), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result IS NOT NULL AND c.clv IS NOT NULL), 0)
      FROM (' || changed || ') c
      WHERE c.status = ''published''
      GROUP BY c.tier
      ORDER BY c.tier
      ON CONFLICT (tier) DO UPDATE SET graded = s.graded + excluded.graded, wins = s.wins + excluded.wins,
        losses = s.losses + excluded.losses, pushes = s.pushes + excluded.pushes,
        pending = s.pending + excluded.pending, staked = s.staked + excluded.staked,
        profit = s.profit + excluded.profit, units = s.units + excluded.units,
        clv_sum = s.clv_sum + excluded.clv_sum, clv_count = s.clv_count + excluded.clv_count',
    'DELETE FROM tier_sums WHERE graded = 0 AND pending = 0',
    'INSERT INTO record_sums AS s (sport, tier, day, band, picks, wins, losses, pushes, staked, profit,
        units, bets, bet_stake, bet_profit, bet_profit_sq_over_stake, bet_stake_sq, clv_sum, clv_count,
        clv_above)
      SELECT coalesce(c.sport, ''*''), coalesce(c.tier, ''*''), c.day, c.band,
        sum(c.sign),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''win''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''loss''), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.result = ''push''), 0),
        sum(c.sign * c.stake),
        sum(c.sign * coalesce(c.profit, 0)),
        sum(c.sign * CASE WHEN c.is_bet THEN c.profit / c.stake
          WHEN c.result = ''win'' THEN c.odds - 1 WHEN c.result = ''loss'' THEN -1 ELSE 0 END),
        coalesce(sum(c.sign) FILTER (WHERE c.is_bet), 0),
        coalesce(sum(c.sign * c.stake) FILTER (WHERE c.is_bet), 0),
        coalesce(sum(c.sign * c.profit) FILTER (WHERE c.is_bet), 0),
        coalesce(sum(c.sign * (c.profit * c.profit / c.stake)) FILTER (WHERE c.is_bet), 0),
        coalesce(sum(c.sign * (c.stake * c.stake)) FILTER (WHERE c.is_bet), 0),
        coalesce(sum(c.sign * c.clv), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.clv IS NOT NULL), 0),
        coalesce(sum(c.sign) FILTER (WHERE c.clv > 0), 0)
      FROM (SELECT x.sign, x.sport, x.tier, x.result, x.stake, x.profit, x.odds, x.clv,
          to_char(coalesce(x.event_start_time, x."timestamp") AT TIME ZONE ''UTC'', ''YYYY-MM-DD'') AS day,
          pick_record_band(x.p_model) AS band,
          x.stake > 0 AND x.profit IS NOT NULL AS is_bet
        FROM (' || changed || ') x
        WHERE x.status = ''published'' AND x.result IS NOT NULL) c
      GROUP BY c.day, c.band, GROUPING SETS ((c.sport, c.tier), (c.sport), (c.tier), ())
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (sport, tier, day, band) DO UPDATE SET picks = s.picks + excluded.picks,
        wins = s.wins + excluded.wins, losses = s.losses + excluded.losses,
        pushes = s.pushes + excluded.pushes, staked = s.staked + excluded.staked,
        profit = s.profit + excluded.profit, units = s.units + excluded.units,
        bets = s.bets + excluded.bets, bet_stake = s.bet_stake + excluded.bet_stake,
        bet_profit = s.bet_profit + excluded.bet_profit,
        bet_profit_sq_over_stake = s.bet_profit_sq_over_stake + excluded.bet_profit_sq_over_stake,
        bet_stake_sq = s.bet_stake_sq + excluded.bet_stake_sq, clv_sum = s.clv_sum + excluded.clv_sum,
        clv_count = s.clv_count + excluded.clv_count, clv_above = s.clv_above + excluded.clv_above',
    'DELETE FROM record_sums WHERE picks = 0'
  ]
$$;--> statement-breakpoint
CREATE FUNCTION "pick_sums_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- An update counts only the rows whose counted columns changed: the old row out, the new one in.
  counted CONSTANT text := 'status, tier, sport, result, stake, profit, odds, clv, p_model, event_start_time, "timestamp"';
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
  FOREACH statement IN ARRAY pick_sums_statements(changed) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "pick_sums_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE tier_sums, record_sums;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pick_sums_insert" AFTER INSERT ON "picks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pick_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "pick_sums_update" AFTER UPDATE ON "picks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pick_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "pick_sums_delete" AFTER DELETE ON "picks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pick_sums_apply"();--> statement-breakpoint
CREATE TRIGGER "pick_sums_truncate" AFTER TRUNCATE ON "picks" FOR EACH STATEMENT EXECUTE FUNCTION "pick_sums_clear"();--> statement-breakpoint
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY pick_sums_statements('SELECT 1 AS sign, * FROM picks') LOOP
    EXECUTE statement;
  END LOOP;
END
$$;
