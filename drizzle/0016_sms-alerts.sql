-- Alerts by SMS (issue 19): a saved search's opt-in and short link, and the alert SMS a day counts.
CREATE TABLE "alert_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "link_code" text;--> statement-breakpoint
ALTER TABLE "alert_sms" ADD CONSTRAINT "alert_sms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_sms_user_idx" ON "alert_sms" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_sms_created_idx" ON "alert_sms" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_link_code_idx" ON "saved_searches" USING btree ("link_code");