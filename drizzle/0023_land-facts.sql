-- Land's facts (issue 31): the width of the road to a plot, in feet; its other facts (electricity,
-- gas, water, mutation done, a clean khatian) are amenities (shared/listing-fields.ts).
ALTER TABLE "properties" ADD COLUMN "road_width" smallint;--> statement-breakpoint
-- A listing's amenities are searched by their names in both languages, as its title is: "জমি গ্যাস"
-- finds a plot with a gas line though its description never says so. The Banglish and other
-- spellings come from the search vocabulary (shared/search-vocabulary.ts, SAME_WORDS).
CREATE OR REPLACE FUNCTION properties_search_text() RETURNS trigger AS $$
BEGIN
  NEW.search_text := concat_ws(' ', NEW.title, NEW.address,
    (SELECT concat_ws(' ', a.name, a.name_bn, array_to_string(a.alt_names, ' ')) FROM areas a WHERE a.id = NEW.area_id),
    (SELECT string_agg(CASE amenity
        WHEN 'lift' THEN 'lift লিফট'
        WHEN 'gas' THEN 'gas গ্যাস'
        WHEN 'generator' THEN 'generator জেনারেটর'
        WHEN 'parking' THEN 'parking পার্কিং'
        WHEN 'security' THEN 'security নিরাপত্তা'
        WHEN 'electricity' THEN 'electricity বিদ্যুৎ'
        WHEN 'water' THEN 'water পানি'
        WHEN 'mutation' THEN 'mutation নামজারি'
        WHEN 'clear_title' THEN 'khatian খতিয়ান'
      END, ' ') FROM unnest(NEW.amenities) AS amenity));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER properties_search_text ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE OF title, address, area_id, amenities ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_text();
--> statement-breakpoint
UPDATE properties SET title = title WHERE amenities <> '{}';
