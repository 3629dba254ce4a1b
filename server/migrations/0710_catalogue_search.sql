-- Issue 34 item 2: full-text search of the storefront's catalogue that ignores accents and case in Spanish and Portuguese
-- ("ceramica" finds "Cerámica", "porcelanato" finds "Porcelanatos"). PGlite ships no `unaccent`, so the text is folded
-- with translate() (immutable, the same on PGlite and PostgreSQL) before the 'spanish'/'portuguese' configuration stems
-- it; queries fold the typed text the same way (catalogue_fold) before websearch_to_tsquery.

-- lower case without accents; the upper-case accented letters are listed too because lower() leaves non-ASCII letters
-- untouched under the C locale
CREATE FUNCTION catalogue_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') $$;

-- 'pt' texts are stemmed in Portuguese, the rest in Spanish
CREATE FUNCTION catalogue_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN language = 'pt' THEN 'portuguese'::regconfig ELSE 'spanish'::regconfig END $$;

-- name weighs most, then brand and category, then the description
CREATE FUNCTION catalogue_document(language text, name text, description text, brand text, category text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(catalogue_config(language), catalogue_fold(name)), 'A')
            || setweight(to_tsvector(catalogue_config(language), catalogue_fold(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B')
            || setweight(to_tsvector(catalogue_config(language), catalogue_fold(coalesce(description, ''))), 'C') $$;

ALTER TABLE product_texts ADD COLUMN search_document tsvector;

-- kept current on every write of a text (the seed and the CSV import write texts after their product)
CREATE FUNCTION product_texts_search_document() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT catalogue_document(NEW.language, NEW.name, NEW.description, p.brand, p.category)
    INTO NEW.search_document
    FROM products p WHERE p.sku = NEW.sku;
  RETURN NEW;
END
$$;

CREATE TRIGGER product_texts_search_document
  BEFORE INSERT OR UPDATE OF name, description, language ON product_texts
  FOR EACH ROW EXECUTE FUNCTION product_texts_search_document();

CREATE INDEX product_texts_search_idx ON product_texts USING gin (search_document);
-- price filters and sorts read the tenant's prices
CREATE INDEX product_prices_tenant_price_idx ON product_prices (tenant, price);
