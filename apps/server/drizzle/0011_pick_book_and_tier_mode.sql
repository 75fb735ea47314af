ALTER TABLE "picks" ADD COLUMN "bookmaker" text;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "odds_entered_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "config_settings" ADD COLUMN "tier_mode" text DEFAULT 'rank' NOT NULL;--> statement-breakpoint
ALTER TABLE "config_settings" ADD CONSTRAINT "config_settings_tier_mode_check" CHECK ("config_settings"."tier_mode" in ('rank', 'fixed'));--> statement-breakpoint
UPDATE "picks" SET "bookmaker" = "analysis_log" -> 'marketEvaluation' ->> 'bookmaker' WHERE "bookmaker" IS NULL AND "analysis_log" -> 'marketEvaluation' ->> 'bookmaker' IS NOT NULL;--> statement-breakpoint
UPDATE "picks" SET "odds_entered_by_hand" = true WHERE "strategy" = 'manual';
