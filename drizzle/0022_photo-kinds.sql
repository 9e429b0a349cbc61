-- Photo kinds (issue 30): a listing's floor plans are rows of photos too, told apart by kind;
-- positions count within a kind, and a listing's images are read by (property, kind, position).
ALTER TABLE "photos" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_kind" CHECK ("photos"."kind" in ('photo', 'floor_plan'));--> statement-breakpoint
CREATE INDEX "photos_property_kind_idx" ON "photos" USING btree ("property_id","kind","position");--> statement-breakpoint
DROP INDEX "photos_property_idx";
