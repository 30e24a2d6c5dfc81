-- unaccent lets a search for "masina" match "mașină" (Romanians often type without diacritics).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE; a stored generated column needs an IMMUTABLE function, so we pin
-- the dictionary explicitly (the usual, safe wrapper).
CREATE OR REPLACE FUNCTION public.volan_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
