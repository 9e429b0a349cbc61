ALTER TABLE "properties" ADD COLUMN "poster_kind" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "owners_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Listings of agency accounts are agents' (properties/poster-kind.ts keeps it so from now on).
UPDATE "properties" SET "poster_kind" = 'agent' WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "account_type" = 'agency');