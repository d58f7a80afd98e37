-- Issue 34: Kyrgyz words the glossary (docs/glossary.md) changed, in rows an earlier migration or the demo
-- data wrote. A released migration is never edited (decision 0026), so the rows are mended here; each
-- UPDATE matches only the old text, so a name someone has since written themselves is left as it is.

-- Points are упай (0012 wrote the display form "in points" as Баллдык).
UPDATE estimation_form SET name_kg = 'Упайлык' WHERE code = 'points' AND name_kg = 'Баллдык';

-- A database that began as the demo before the demo was mended (issue 26): the specialist programme is
-- Специалитет in Kyrgyz, since адистик is the interface's word for a speciality.
UPDATE f_educ_prog SET name_kg = 'Специалитет' WHERE name = 'Специалитет' AND name_kg = 'Адистик';
UPDATE f_educ SET f_educ_kg = 'Күндүзгү окуу формасы (специалитет)'
 WHERE f_educ = 'Очная форма обучения (специалитет)' AND f_educ_kg = 'Күндүзгү окуу формасы (адистик)';
