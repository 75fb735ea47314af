ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_check";--> statement-breakpoint
DROP INDEX "transactions_stripe_invoice_paid_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_duplicate_cancellation_once_idx" ON "transactions" USING btree ("stripe_subscription_id") WHERE "transactions"."type" = 'duplicate_cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_refund_per_invoice_idx" ON "transactions" USING btree ("stripe_invoice_id") WHERE "transactions"."type" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_stripe_invoice_paid_idx" ON "transactions" USING btree ("stripe_invoice_id") WHERE "transactions"."type" = 'subscription' and "transactions"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_stripe_refund_id_unique" UNIQUE("stripe_refund_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('subscription', 'free_pick', 'refund', 'manual', 'duplicate_cancellation'));