-- Issue 32 item 4: Brazil reads Portuguese, its data included: the default list is 'Minha primeira lista' there
-- (src/rules/lists.ts defaultListName). Default lists made before keep their owner's renames; only the untouched name moves.
UPDATE lists SET name = 'Minha primeira lista' WHERE tenant = 'br' AND is_default AND name = 'Mi primera lista';
