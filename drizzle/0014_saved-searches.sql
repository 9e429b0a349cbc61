CREATE TABLE "favorite_notices" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_notices_user_id_property_id_event_pk" PRIMARY KEY("user_id","property_id","event")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deal" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"area_key" smallint DEFAULT 0 NOT NULL,
	"area_ids" smallint[],
	"city_ids" smallint[],
	"min_price" bigint,
	"max_price" bigint,
	"bedrooms" smallint,
	"tenant" text,
	"available_from" text,
	"keyword_query" tsquery,
	CONSTRAINT "saved_searches_owner" CHECK (("saved_searches"."user_id" IS NULL) <> ("saved_searches"."email" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "saved_price" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favorite_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_notices" ADD CONSTRAINT "favorite_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_notices" ADD CONSTRAINT "favorite_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("matched_at") WHERE "saved_search_matches"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_search_matches_property_idx" ON "saved_search_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("deal","category","area_key") WHERE "saved_searches"."confirmed_at" IS NOT NULL AND NOT "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
-- A favourite saved before prices were watched is watched from its price today.
UPDATE "favorites" SET "saved_price" = "properties"."price" FROM "properties" WHERE "properties"."id" = "favorites"."property_id";
