-- Trigram matching for partial and misspelt search words (DESIGN.md §1).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
