ALTER TABLE "areas" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pin_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pin_lng" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "place_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "place_lng" double precision;--> statement-breakpoint
-- INCLUDEs what a public list tests and sorts by (visibility, the filters, newest first), which
-- Drizzle cannot express: a distance or box search reads the index alone, not a heap page per row.
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("place_lat","place_lng") INCLUDE ("market_status","expires_at","closed_at","user_id","created_at","id","property_type","category","price","bedrooms","tenant","poster_kind","area_id","city_id","available_from") WHERE "properties"."status" = 'approved';--> statement-breakpoint
-- Area centres as rajshahi-areas.json gives them (sync-places.ts keeps them in step from now on), so
-- existing listings can be given a pin: their area's centre spread up to 400 m by their id, and a
-- public point 100-250 m from it at random, stored (listing-place.ts, decision 025).
UPDATE "areas" SET "lat" = c.lat, "lng" = c.lng FROM (VALUES
  ('shaheb-bazar', 24.3668, 88.5975),
  ('uposhohor', 24.379, 88.614),
  ('laxmipur', 24.3735, 88.588),
  ('kazla', 24.365, 88.624),
  ('padma-residential-area', 24.369, 88.61),
  ('talaimari', 24.3625, 88.617),
  ('nawdapara', 24.394, 88.602),
  ('binodpur', 24.372, 88.638),
  ('shiroil', 24.3775, 88.605),
  ('raninagar', 24.38, 88.596),
  ('hetem-khan', 24.3725, 88.5975),
  ('sreerampur', 24.3625, 88.5905),
  ('malopara', 24.369, 88.6),
  ('kumarpara', 24.3655, 88.5945),
  ('naohata', 24.429, 88.629),
  ('boalia', 24.371, 88.6),
  ('rajpara', 24.376, 88.58),
  ('motihar', 24.365, 88.635),
  ('shah-makhdum', 24.405, 88.625),
  ('chandrima', 24.388, 88.614),
  ('kashiadanga', 24.38, 88.565),
  ('katakhali', 24.37, 88.67),
  ('belpukur', 24.4, 88.74),
  ('airport', 24.437, 88.6165),
  ('paba-thana', 24.425, 88.64),
  ('karnahar', 24.46, 88.58),
  ('damkura', 24.49, 88.53),
  ('paba', 24.43, 88.63),
  ('durgapur', 24.469, 88.77),
  ('mohonpur', 24.562, 88.653),
  ('charghat', 24.286, 88.767),
  ('puthia', 24.366, 88.85),
  ('bagha', 24.193, 88.83),
  ('godagari', 24.47, 88.33),
  ('tanore', 24.605, 88.55),
  ('bagmara', 24.57, 88.82)
) AS c(slug, lat, lng) WHERE "areas"."slug" = c.slug;--> statement-breakpoint
UPDATE "properties" AS p SET
  "pin_lat" = s.lat + s.metres * cos(s.bearing) / 111195.08,
  "pin_lng" = s.lng + s.metres * sin(s.bearing) / (111195.08 * cos(radians(s.lat)))
FROM (SELECT l.id, a.lat, a.lng,
    ('x' || substr(md5(l.id::text), 1, 4))::bit(16)::int / 65535.0 * 400 AS metres,
    ('x' || substr(md5(l.id::text), 5, 4))::bit(16)::int / 65535.0 * 2 * pi() AS bearing
  FROM "properties" AS l JOIN "areas" AS a ON a.id = l.area_id
  WHERE a.lat IS NOT NULL AND l.pin_lat IS NULL) AS s
WHERE s.id = p.id;--> statement-breakpoint
UPDATE "properties" AS p SET
  "place_lat" = p.pin_lat + r.metres * cos(r.bearing) / 111195.08,
  "place_lng" = p.pin_lng + r.metres * sin(r.bearing) / (111195.08 * cos(radians(p.pin_lat)))
FROM (SELECT id, 100 + random() * 150 AS metres, random() * 2 * pi() AS bearing FROM "properties") AS r
WHERE r.id = p.id AND p.pin_lat IS NOT NULL AND p.place_lat IS NULL;
