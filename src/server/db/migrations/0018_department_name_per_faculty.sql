-- A department's Russian name is unique within its faculty, not across the university (issue 26): two
-- faculties may each have a "Кафедра физики". Same-named departments of one faculty stay refused (sms 3).

DROP INDEX kafedra_name_key;
CREATE UNIQUE INDEX kafedra_faculty_name_key ON kafedra (id_faculty, lower(f1));
