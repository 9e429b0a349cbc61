-- Byte order (COLLATE "C"), so every word starting with a prefix lies in one index range.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_search_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme FROM changed, unnest(changed.search_vector) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_search_words_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION properties_search_words();
--> statement-breakpoint
CREATE TRIGGER properties_search_words_update AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION properties_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM properties, unnest(properties.search_vector) AS w
  ON CONFLICT DO NOTHING;
