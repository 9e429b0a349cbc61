CREATE TABLE "listing_short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify" text;--> statement-breakpoint
ALTER TABLE "listing_short_links" ADD CONSTRAINT "listing_short_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;