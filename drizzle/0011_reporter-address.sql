ALTER TABLE "property_reports" ADD COLUMN "reporter_id" uuid;--> statement-breakpoint
ALTER TABLE "property_reports" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows from before: a visitor's key holds the address hash already; an account's key names the account.
UPDATE "property_reports" SET "address_hash" = substring("reporter_key" from 9) WHERE "reporter_key" LIKE 'address:%';--> statement-breakpoint
UPDATE "property_reports" SET "reporter_id" = "users"."id" FROM "users" WHERE "property_reports"."reporter_key" = 'user:' || "users"."id"::text;--> statement-breakpoint
-- An account's reports go with the account, as the foreign key now says.
DELETE FROM "property_reports" WHERE "reporter_key" LIKE 'user:%' AND "reporter_id" IS NULL;
