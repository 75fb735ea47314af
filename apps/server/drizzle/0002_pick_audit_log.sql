CREATE TABLE "pick_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pick_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"pick" jsonb NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_audit_log_action_check" CHECK ("pick_audit_log"."action" in ('deleted', 'result_changed', 'odds_changed'))
);
--> statement-breakpoint
ALTER TABLE "pick_audit_log" ADD CONSTRAINT "pick_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_audit_log_pick_id_idx" ON "pick_audit_log" USING btree ("pick_id","created_at");--> statement-breakpoint
CREATE INDEX "pick_audit_log_created_at_idx" ON "pick_audit_log" USING btree ("created_at");