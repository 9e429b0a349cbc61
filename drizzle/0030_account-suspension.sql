DROP INDEX "properties_price_check_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_price_check_idx" ON "properties" USING btree ("area_id","category","property_type","rent_time_period","market_status","price","expires_at","id","user_id") WHERE "properties"."status" = 'approved';--> statement-breakpoint
-- By hand (Drizzle cannot express INCLUDE): publiclyVisible tests the listing's account against the
-- suspended ones, so the covering indexes of lists and area counts carry user_id and still answer alone.
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area_id","created_at" DESC NULLS LAST,"id") INCLUDE ("property_type","category","price","bedrooms","tenant","market_status","expires_at","user_id");--> statement-breakpoint
DROP INDEX "properties_status_created_id_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_id_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id") INCLUDE ("market_status","expires_at","user_id");
