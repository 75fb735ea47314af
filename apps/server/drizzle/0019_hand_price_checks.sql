ALTER TABLE "pick_audit_log" DROP CONSTRAINT "pick_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "price_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "off_feed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "result_source" text;--> statement-breakpoint
ALTER TABLE "pick_audit_log" ADD CONSTRAINT "pick_audit_log_action_check" CHECK ("pick_audit_log"."action" in ('deleted', 'result_changed', 'odds_changed', 'tier_changed', 'date_changed'));--> statement-breakpoint
-- Manual picks already made without an event were made off the feed, at a price no book contrasted.
UPDATE "picks" SET "off_feed" = true, "price_unverified" = true WHERE "strategy" = 'manual' AND "event_id" IS NULL;
