CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pick_id" uuid,
	"odds" numeric(10, 4) NOT NULL,
	"bookmaker" text,
	"stake" numeric(14, 2) NOT NULL,
	"published_odds" numeric(10, 4) NOT NULL,
	"sport" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"selection" text NOT NULL,
	"display_line" text,
	"event_start_time" timestamp with time zone,
	"result" text,
	"profit" numeric(14, 2),
	"graded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_sport_check" CHECK ("bets"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "bets_result_check" CHECK ("bets"."result" in ('win', 'loss', 'push', 'void')),
	CONSTRAINT "bets_odds_check" CHECK ("bets"."odds" > 1 and "bets"."published_odds" > 1),
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "min_odds" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_pick_id_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."picks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_id_pick_id_idx" ON "bets" USING btree ("user_id","pick_id");--> statement-breakpoint
CREATE INDEX "bets_user_id_created_at_id_idx" ON "bets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bets_pick_id_idx" ON "bets" USING btree ("pick_id");--> statement-breakpoint
-- Published picks get the lowest price worth taking at the edge threshold in force now (2% where no
-- configuration was ever stored): ceil to the cent of (1 + threshold) / p_model, in exact numeric.
UPDATE "picks" SET "min_odds" = ceil(round((1 + coalesce((SELECT "edge_threshold" FROM "config_settings" ORDER BY "id" LIMIT 1), 0.02)) / "p_model" * 100, 8)) / 100 WHERE "status" = 'published';--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_published_min_odds_check" CHECK ("picks"."status" <> 'published' or "picks"."min_odds" is not null);