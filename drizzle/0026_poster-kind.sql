ALTER TABLE "properties" ADD COLUMN "poster_kind" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "owners_only" boolean DEFAULT false NOT NULL;