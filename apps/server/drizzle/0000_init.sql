CREATE TABLE "email_verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"language" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "mail_outbox_language_check" CHECK ("mail_outbox"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"has_used_free_pick" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"language" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "ai_pick_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pick_id" uuid,
	"event_id" uuid,
	"sport" text NOT NULL,
	"league" text,
	"prompt_id" uuid,
	"model" text NOT NULL,
	"input_context" jsonb,
	"ai_response" jsonb,
	"probability_estimate" numeric(8, 6),
	"expected_value" numeric(14, 2),
	"risk_level" text,
	"confidence" text,
	"key_factors" jsonb,
	"warnings" jsonb,
	"recommendations" jsonb,
	"tokens_used" integer,
	"processing_time_ms" integer,
	"analysis_type" text DEFAULT 'pre_pick' NOT NULL,
	"was_pick_generated" boolean DEFAULT false NOT NULL,
	"score_adjustment" numeric(8, 6),
	"actual_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_pick_analyses_sport_check" CHECK ("ai_pick_analyses"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "ai_pick_analyses_analysis_type_check" CHECK ("ai_pick_analyses"."analysis_type" in ('pre_pick', 'manual', 'post_result')),
	CONSTRAINT "ai_pick_analyses_risk_level_check" CHECK ("ai_pick_analyses"."risk_level" in ('low', 'medium', 'high')),
	CONSTRAINT "ai_pick_analyses_confidence_check" CHECK ("ai_pick_analyses"."confidence" in ('low', 'medium', 'high')),
	CONSTRAINT "ai_pick_analyses_actual_result_check" CHECK ("ai_pick_analyses"."actual_result" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
CREATE TABLE "backtest_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"strategy_name" text NOT NULL,
	"dataset_type" text NOT NULL,
	"accuracy" numeric(8, 6),
	"precision" numeric(8, 6),
	"recall" numeric(8, 6),
	"roi" numeric(12, 6),
	"profit_loss" numeric(14, 2),
	"avg_odds" numeric(10, 4),
	"kelly_score" numeric(12, 6),
	"sharpe_ratio" numeric(12, 6),
	"total_picks" integer DEFAULT 0 NOT NULL,
	"correct_picks" integer DEFAULT 0 NOT NULL,
	"incorrect_picks" integer DEFAULT 0 NOT NULL,
	"avg_predicted_probability" numeric(8, 6),
	"actual_win_rate" numeric(8, 6),
	"calibration_error" numeric(8, 6),
	"scoring_rules" jsonb,
	"parameters_used" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backtest_results_dataset_type_check" CHECK ("backtest_results"."dataset_type" in ('train', 'test'))
);
--> statement-breakpoint
CREATE TABLE "backtest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"match_count" integer DEFAULT 0 NOT NULL,
	"train_test_split" numeric(4, 3) DEFAULT 0.7 NOT NULL,
	"parameters_config" jsonb,
	"overall_accuracy" numeric(8, 6),
	"overall_roi" numeric(12, 6),
	"total_picks" integer DEFAULT 0 NOT NULL,
	"correct_picks" integer DEFAULT 0 NOT NULL,
	"profit_loss" numeric(14, 2),
	"status" text DEFAULT 'running' NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backtest_runs_sport_check" CHECK ("backtest_runs"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "backtest_runs_status_check" CHECK ("backtest_runs"."status" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_price_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('all_access', 'diamond', 'standard', 'vip', 'exclusivo', 'platinum', 'diamante', 'free')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'inactive', 'expired', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pick_id" uuid,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"stripe_payment_intent_id" text,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('subscription', 'free_pick', 'refund', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "bet_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"source" text NOT NULL,
	"market" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_bets_percentage" numeric(6, 2),
	"away_bets_percentage" numeric(6, 2),
	"home_money_percentage" numeric(6, 2),
	"away_money_percentage" numeric(6, 2),
	"sharp_money_indicator" text,
	"sharp_money_strength" numeric(12, 6),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_data" jsonb,
	CONSTRAINT "bet_splits_market_check" CHECK ("bet_splits"."market" in ('h2h', 'spreads', 'totals'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"api_source" text DEFAULT 'demo' NOT NULL,
	"external_id" text,
	"home_score" integer,
	"away_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_api_source_external_id_unique" UNIQUE("api_source","external_id"),
	CONSTRAINT "events_sport_check" CHECK ("events"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('upcoming', 'live', 'finished', 'postponed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "historical_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"winner" text,
	"home_odds" numeric(10, 4),
	"away_odds" numeric(10, 4),
	"draw_odds" numeric(10, 4),
	"odds_snapshot" jsonb,
	"data_source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historical_matches_natural_key_unique" UNIQUE("data_source","sport","league","start_time","home_team","away_team"),
	CONSTRAINT "historical_matches_sport_check" CHECK ("historical_matches"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl'))
);
--> statement-breakpoint
CREATE TABLE "line_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"bookmaker" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"opening_odds" numeric(10, 4) NOT NULL,
	"current_odds" numeric(10, 4) NOT NULL,
	"movement" numeric(12, 6) NOT NULL,
	"movement_percent" numeric(12, 6) NOT NULL,
	"movement_type" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_movements_market_check" CHECK ("line_movements"."market" in ('h2h', 'spreads', 'totals'))
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"bookmaker" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"odds" numeric(10, 4) NOT NULL,
	"line" numeric(8, 2),
	"probability" numeric(8, 6),
	"is_closing" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_market_check" CHECK ("odds"."market" in ('h2h', 'spreads', 'totals'))
);
--> statement-breakpoint
CREATE TABLE "picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"sport" text NOT NULL,
	"league" text,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"selection" text NOT NULL,
	"market" text DEFAULT 'h2h' NOT NULL,
	"line" numeric(8, 2),
	"odds" numeric(10, 4) NOT NULL,
	"odds_american" integer NOT NULL,
	"p_model" numeric(8, 6) NOT NULL,
	"p_market_fair" numeric(8, 6),
	"edge" numeric(12, 6) NOT NULL,
	"stake" numeric(14, 2) NOT NULL,
	"bankroll" numeric(14, 2) NOT NULL,
	"expected_value" numeric(14, 2) NOT NULL,
	"tier" text NOT NULL,
	"display_line" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"event_start_time" timestamp with time zone,
	"result" text,
	"profit" numeric(14, 2),
	"graded_at" timestamp with time zone,
	"is_free" boolean DEFAULT false NOT NULL,
	"ai_prediction" text,
	"parlay_suggestion" text,
	"analysis_log" jsonb,
	"strategy" text,
	"closing_odds" numeric(10, 4),
	"p_market_close" numeric(8, 6),
	"clv" numeric(12, 6),
	CONSTRAINT "picks_sport_check" CHECK ("picks"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "picks_market_check" CHECK ("picks"."market" in ('h2h', 'spreads', 'totals')),
	CONSTRAINT "picks_tier_check" CHECK ("picks"."tier" in ('vip', 'exclusivo', 'platinum', 'diamante')),
	CONSTRAINT "picks_status_check" CHECK ("picks"."status" in ('pending', 'approved', 'published')),
	CONSTRAINT "picks_result_check" CHECK ("picks"."result" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
CREATE TABLE "massey_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport" text NOT NULL,
	"csv_content" text NOT NULL,
	"team_count" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "massey_ratings_sport_unique" UNIQUE("sport"),
	CONSTRAINT "massey_ratings_sport_check" CHECK ("massey_ratings"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl'))
);
--> statement-breakpoint
CREATE TABLE "nba_game_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" integer NOT NULL,
	"season" integer NOT NULL,
	"game_date" date NOT NULL,
	"home_team_id" integer NOT NULL,
	"home_team_name" text NOT NULL,
	"home_team_score" integer,
	"away_team_id" integer NOT NULL,
	"away_team_name" text NOT NULL,
	"away_team_score" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nba_game_results_game_id_unique" UNIQUE("game_id")
);
--> statement-breakpoint
CREATE TABLE "nba_player_season_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" integer NOT NULL,
	"player_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"team_id" integer,
	"games_played" integer DEFAULT 0 NOT NULL,
	"minutes_per_game" numeric(6, 2),
	"points_per_game" numeric(6, 2),
	"rebounds_per_game" numeric(6, 2),
	"assists_per_game" numeric(6, 2),
	"steals_per_game" numeric(6, 2),
	"blocks_per_game" numeric(6, 2),
	"turnovers_per_game" numeric(6, 2),
	"fg_pct" numeric(8, 6),
	"fg3_pct" numeric(8, 6),
	"ft_pct" numeric(8, 6),
	"injury_status" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nba_player_season_stats_season_player_id_unique" UNIQUE("season","player_id")
);
--> statement-breakpoint
CREATE TABLE "nba_team_standings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" integer NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"team_abbr" text NOT NULL,
	"conference" text NOT NULL,
	"division" text NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"win_pct" numeric(8, 6) DEFAULT 0 NOT NULL,
	"conference_rank" integer,
	"division_rank" integer,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nba_team_standings_season_team_id_unique" UNIQUE("season","team_id"),
	CONSTRAINT "nba_team_standings_conference_check" CHECK ("nba_team_standings"."conference" in ('East', 'West'))
);
--> statement-breakpoint
CREATE TABLE "config_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kelly_fraction" numeric(6, 4) DEFAULT 0.25 NOT NULL,
	"edge_threshold" numeric(6, 4) DEFAULT 0.02 NOT NULL,
	"max_stake_percent" numeric(6, 4) DEFAULT 0.015 NOT NULL,
	"min_odds" numeric(10, 4) DEFAULT 1.67 NOT NULL,
	"max_odds" numeric(10, 4) DEFAULT 3 NOT NULL,
	"min_probability" numeric(8, 6) DEFAULT 0.5 NOT NULL,
	"devig_method" text DEFAULT 'shin' NOT NULL,
	"custom_rules" jsonb,
	"additional_conditions" text,
	"pick_formula" text,
	"email_notifications_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "config_settings_devig_method_check" CHECK ("config_settings"."devig_method" in ('multiplicative', 'additive', 'power', 'shin', 'odds-ratio'))
);
--> statement-breakpoint
CREATE TABLE "formula_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula" text NOT NULL,
	"sport" text,
	"change_description" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formula_history_sport_check" CHECK ("formula_history"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl'))
);
--> statement-breakpoint
CREATE TABLE "formula_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula" text NOT NULL,
	"sport" text,
	"has_errors" boolean DEFAULT false NOT NULL,
	"errors" jsonb,
	"suggestions" jsonb,
	"corrected_formula" text,
	"improvement_prompt" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "formula_suggestions_sport_check" CHECK ("formula_suggestions"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl')),
	CONSTRAINT "formula_suggestions_status_check" CHECK ("formula_suggestions"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sport_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport" text NOT NULL,
	"league" text,
	"prompt_content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"model" text DEFAULT 'o1-preview' NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_prompts_sport_check" CHECK ("sport_prompts"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl'))
);
--> statement-breakpoint
ALTER TABLE "email_verification_codes" ADD CONSTRAINT "email_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pick_analyses" ADD CONSTRAINT "ai_pick_analyses_pick_id_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."picks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pick_analyses" ADD CONSTRAINT "ai_pick_analyses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pick_analyses" ADD CONSTRAINT "ai_pick_analyses_prompt_id_sport_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."sport_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_results" ADD CONSTRAINT "backtest_results_run_id_backtest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."backtest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pick_id_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."picks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_splits" ADD CONSTRAINT "bet_splits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_matches" ADD CONSTRAINT "historical_matches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_movements" ADD CONSTRAINT "line_movements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massey_ratings" ADD CONSTRAINT "massey_ratings_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_settings" ADD CONSTRAINT "config_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_history" ADD CONSTRAINT "formula_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_suggestions" ADD CONSTRAINT "formula_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_prompts" ADD CONSTRAINT "sport_prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_codes_email_idx" ON "email_verification_codes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_verification_codes_user_id_idx" ON "email_verification_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_id_idx" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "ai_pick_analyses_pick_id_idx" ON "ai_pick_analyses" USING btree ("pick_id");--> statement-breakpoint
CREATE INDEX "ai_pick_analyses_event_id_idx" ON "ai_pick_analyses" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "backtest_results_run_id_idx" ON "backtest_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "backtest_runs_created_at_idx" ON "backtest_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_status_idx" ON "subscriptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_free_pick_once_idx" ON "transactions" USING btree ("user_id") WHERE "transactions"."type" = 'free_pick';--> statement-breakpoint
CREATE INDEX "bet_splits_event_id_idx" ON "bet_splits" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_status_start_time_idx" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "events_sport_start_time_idx" ON "events" USING btree ("sport","start_time");--> statement-breakpoint
CREATE INDEX "historical_matches_sport_start_time_idx" ON "historical_matches" USING btree ("sport","start_time");--> statement-breakpoint
CREATE INDEX "line_movements_event_id_idx" ON "line_movements" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "odds_event_id_market_timestamp_idx" ON "odds" USING btree ("event_id","market","timestamp");--> statement-breakpoint
CREATE INDEX "picks_status_timestamp_idx" ON "picks" USING btree ("status","timestamp");--> statement-breakpoint
CREATE INDEX "picks_event_id_market_selection_idx" ON "picks" USING btree ("event_id","market","selection");--> statement-breakpoint
CREATE INDEX "picks_tier_status_idx" ON "picks" USING btree ("tier","status");--> statement-breakpoint
CREATE INDEX "nba_game_results_season_game_date_idx" ON "nba_game_results" USING btree ("season","game_date");--> statement-breakpoint
CREATE INDEX "nba_player_season_stats_season_team_id_idx" ON "nba_player_season_stats" USING btree ("season","team_id");--> statement-breakpoint
CREATE INDEX "formula_history_created_at_idx" ON "formula_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sport_prompts_sport_is_active_idx" ON "sport_prompts" USING btree ("sport","is_active");