-- The searchable text of a listing: its title and address and every name of its area (English,
-- Bengali, other spellings), so one search finds an area's listings in either script.
CREATE OR REPLACE FUNCTION properties_search_text() RETURNS trigger AS $$
BEGIN
  NEW.search_text := concat_ws(' ', NEW.title, NEW.address,
    (SELECT concat_ws(' ', a.name, a.name_bn, array_to_string(a.alt_names, ' ')) FROM areas a WHERE a.id = NEW.area_id));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE OF title, address, area_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_text();
--> statement-breakpoint
UPDATE properties SET title = title;
