CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_stripe_invoice_paid_idx" ON "transactions" USING btree ("stripe_invoice_id") WHERE "transactions"."status" = 'completed';