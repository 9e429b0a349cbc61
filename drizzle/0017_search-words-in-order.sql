-- Two listings saved at once that bring the same new words inserted them in different orders, and
-- each could wait for a word the other held: PostgreSQL ended one save with a deadlock. Words now
-- go in one order (byte order, the table's), so the later save only waits for the earlier.
CREATE OR REPLACE FUNCTION properties_search_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme COLLATE "C" FROM changed, unnest(changed.search_vector) AS w
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
