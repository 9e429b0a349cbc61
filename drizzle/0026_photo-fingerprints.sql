CREATE TABLE "photo_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"part" smallint NOT NULL,
	"hash" bigint,
	"band0" integer,
	"band1" integer,
	"band2" integer,
	"band3" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "photo_fingerprints_key_part_idx" ON "photo_fingerprints" USING btree ("storage_key","part");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_property_idx" ON "photo_fingerprints" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band0_idx" ON "photo_fingerprints" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band1_idx" ON "photo_fingerprints" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band2_idx" ON "photo_fingerprints" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band3_idx" ON "photo_fingerprints" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "properties_contact_number_idx" ON "properties" USING btree ("contact_number");