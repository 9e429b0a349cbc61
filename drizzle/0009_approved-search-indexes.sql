DROP INDEX "properties_search_vector_idx";--> statement-breakpoint
DROP INDEX "properties_title_vector_idx";--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "properties_title_vector_idx" ON "properties" USING gin ("title_vector") WHERE "properties"."status" = 'approved';