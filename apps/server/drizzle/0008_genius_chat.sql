CREATE TABLE "genius_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genius_chat_messages_role_check" CHECK ("genius_chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "genius_chat_messages" ADD CONSTRAINT "genius_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genius_chat_messages_user_id_created_at_idx" ON "genius_chat_messages" USING btree ("user_id","created_at");