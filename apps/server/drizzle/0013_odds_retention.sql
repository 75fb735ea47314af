CREATE TABLE "odds_retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"events" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "odds_retention_runs_started_at_idx" ON "odds_retention_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "odds_timestamp_idx" ON "odds" USING btree ("timestamp");