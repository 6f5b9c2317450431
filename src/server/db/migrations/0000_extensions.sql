-- Extensions the generated migrations rely on; this file must stay first (custom migration).
-- pg_trgm: trigram indexes (gin_trgm_ops) and word similarity for search autocomplete.
-- PGlite bundles it (src/server/db/open.ts loads the module); on PostgreSQL it is a trusted
-- extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
