DROP INDEX "properties_status_area_idx";--> statement-breakpoint
-- Bedrooms and tenant ride along too: a search for "২ রুমের ফ্যামিলি বাসা" in an area counts from the index alone.
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area_id","created_at" DESC NULLS LAST,"id") INCLUDE ("property_type","category","price","bedrooms","tenant");
