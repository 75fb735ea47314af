CREATE TABLE "ledger_openings" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"pick_id" uuid NOT NULL,
	"details" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_picks" (
	"pick_id" uuid PRIMARY KEY NOT NULL,
	"details" text NOT NULL,
	"published_seq" bigint NOT NULL,
	"revealed_seq" bigint,
	"withdrawn_seq" bigint
);
--> statement-breakpoint
CREATE TABLE "record_ledger" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pick_audit_log" DROP CONSTRAINT "pick_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "pick_audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "ledger_openings_pick_id_idx" ON "ledger_openings" USING btree ("pick_id","seq");--> statement-breakpoint
ALTER TABLE "pick_audit_log" ADD CONSTRAINT "pick_audit_log_action_check" CHECK ("pick_audit_log"."action" in ('deleted', 'result_changed', 'odds_changed', 'tier_changed'));--> statement-breakpoint
CREATE FUNCTION "record_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_ledger is append-only: % refused', TG_OP USING ERRCODE = 'P0001', HINT = 'the record is corrected by appending a correction entry';
END
$$;--> statement-breakpoint
CREATE TRIGGER "record_ledger_no_rewrite" BEFORE UPDATE OR DELETE ON "record_ledger" FOR EACH ROW EXECUTE FUNCTION "record_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "record_ledger_no_truncate" BEFORE TRUNCATE ON "record_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "record_ledger_append_only"();
