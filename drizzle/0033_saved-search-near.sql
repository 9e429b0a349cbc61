ALTER TABLE "saved_searches" ADD COLUMN "near_lat" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_lng" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "within_km" double precision;