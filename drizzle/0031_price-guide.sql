CREATE TABLE "price_guide" (
	"area_id" smallint NOT NULL,
	"category" text NOT NULL,
	"deal" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"unit" text NOT NULL,
	"median" bigint NOT NULL,
	"p25" bigint NOT NULL,
	"p75" bigint NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guide_area_id_category_deal_bedrooms_unit_pk" PRIMARY KEY("area_id","category","deal","bedrooms","unit")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"price_type" text NOT NULL,
	"rent_time_period" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_guide" ADD CONSTRAINT "price_guide_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_property_idx" ON "price_history" USING btree ("property_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
-- Listings posted before the history began start it with the price they have now, from their last change.
INSERT INTO "price_history" ("property_id", "price", "price_type", "rent_time_period", "changed_at")
SELECT "id", "price", "price_type", "rent_time_period", "updated_at" FROM "properties";
