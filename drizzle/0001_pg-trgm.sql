-- Trigram matching for partial and misspelt search words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
