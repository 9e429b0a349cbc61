CREATE TABLE "call_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"when" text NOT NULL,
	"message" text,
	"visitor_hash" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "callbacks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_requests_property_created_idx" ON "call_requests" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "call_requests_visitor_created_idx" ON "call_requests" USING btree ("visitor_hash","created_at");