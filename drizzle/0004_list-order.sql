DROP INDEX "properties_status_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "properties_status_created_id_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id");