CREATE TABLE "backtest_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"match_key" text NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"market" text DEFAULT 'h2h' NOT NULL,
	"selection" text NOT NULL,
	"odds" numeric(10, 4) NOT NULL,
	"p_model" numeric(8, 6) NOT NULL,
	"p_market_fair" numeric(8, 6) NOT NULL,
	"agreement" numeric(8, 6) NOT NULL,
	"strategies" integer NOT NULL,
	"bookmakers" integer NOT NULL,
	"hours_to_start" numeric(12, 6) NOT NULL,
	"line_move" numeric(12, 6) DEFAULT 0 NOT NULL,
	"in_sweet_spot" boolean NOT NULL,
	"result" text NOT NULL,
	"close_fair" numeric(8, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backtest_candidates_sport_check" CHECK ("backtest_candidates"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "backtest_candidates_result_check" CHECK ("backtest_candidates"."result" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
ALTER TABLE "backtest_runs" DROP CONSTRAINT "backtest_runs_status_check";--> statement-breakpoint
ALTER TABLE "backtest_results" ADD COLUMN "clv" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "backtest_results" ADD COLUMN "beat_close_rate" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "backtest_results" ADD COLUMN "roi_low" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "backtest_results" ADD COLUMN "roi_high" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "backtest_results" ADD COLUMN "reliability" jsonb;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "strategy" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "date_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "date_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "progress_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "config_settings" ADD COLUMN "tier_thresholds" jsonb DEFAULT '{"diamante":{"edge":0.08,"agreement":0.75},"platinum":0.06,"exclusivo":0.04}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "backtest_candidates" ADD CONSTRAINT "backtest_candidates_run_id_backtest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."backtest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backtest_candidates_run_id_idx" ON "backtest_candidates" USING btree ("run_id");--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD CONSTRAINT "backtest_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_runs" ADD CONSTRAINT "backtest_runs_status_check" CHECK ("backtest_runs"."status" in ('running', 'completed', 'failed', 'cancelled'));