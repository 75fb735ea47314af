CREATE TABLE "provider_status" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"sport" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"requests_remaining" integer,
	"requests_used" integer,
	"requests_last" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_status_provider_sport_unique" UNIQUE("provider","sport"),
	CONSTRAINT "provider_status_sport_check" CHECK ("provider_status"."sport" in ('soccer', 'nfl', 'baseball', 'nba', 'nhl'))
);
