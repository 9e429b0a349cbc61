CREATE TABLE "expiry_reminders" (
	"property_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_property_id_expires_at_days_before_pk" PRIMARY KEY("property_id","expires_at","days_before")
);
--> statement-breakpoint
CREATE TABLE "listing_daily_stats" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"copies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_visits" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "listing_visits_property_id_day_kind_visitor_hash_pk" PRIMARY KEY("property_id","day","kind","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "property_revisions" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "market_status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_visits" ADD CONSTRAINT "listing_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_expires_idx" ON "properties" USING btree ("expires_at") WHERE "properties"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_closed_at" CHECK (("properties"."market_status" = 'available') = ("properties"."closed_at" IS NULL));--> statement-breakpoint
-- Listings public before expiry existed get their full time from today, not an expiry in the past.
-- To the millisecond, as the app writes times: renewal compares the expiry it read (a JS Date).
UPDATE "properties" SET "expires_at" = date_trunc('milliseconds', now()) + CASE WHEN "property_type" = 'rent' THEN interval '45 days' ELSE interval '90 days' END WHERE "status" = 'approved';--> statement-breakpoint
-- Whether a listing is public now also depends on its deal and expiry (publiclyVisible): the indexes
-- that count an owner's or an area's public listings carry both, so counting still reads them alone.
DROP INDEX "properties_user_idx";--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","status") INCLUDE ("market_status","expires_at","closed_at");--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area_id","created_at" DESC NULLS LAST,"id") INCLUDE ("property_type","category","price","bedrooms","tenant","market_status","expires_at");
