DROP INDEX "properties_status_area_idx";--> statement-breakpoint
-- Type, category and price ride along in the index, so an area's filtered count reads no table rows.
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area_id","created_at" DESC NULLS LAST,"id") INCLUDE ("property_type","category","price");
