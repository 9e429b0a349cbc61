CREATE TABLE "email_sign_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"language" text DEFAULT 'bn' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_budget" (
	"day" date PRIMARY KEY NOT NULL,
	"known" integer DEFAULT 0 NOT NULL,
	"fresh" integer DEFAULT 0 NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"challenged" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "new_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_sign_ups_token_idx" ON "email_sign_ups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_sign_ups_email_idx" ON "email_sign_ups" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_codes_new_number_idx" ON "otp_codes" USING btree ("created_at") WHERE "otp_codes"."new_number";--> statement-breakpoint
-- The operator set the admins up; every other address stays unproven until its owner proves it (a reset or a link).
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "is_admin";
