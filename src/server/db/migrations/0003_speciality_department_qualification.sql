-- The department that teaches a speciality and the qualification its graduates receive (two of the
-- speciality parameters of SPEC §3). With them, a department or a qualification in use cannot be deleted.
ALTER TABLE speciality
  ADD COLUMN id_kafedra integer REFERENCES kafedra (id_kafedra) ON DELETE RESTRICT,
  ADD COLUMN id_qualification integer REFERENCES qualification (id_qualification) ON DELETE RESTRICT;
CREATE INDEX speciality_kafedra_idx ON speciality (id_kafedra);
CREATE INDEX speciality_qualification_idx ON speciality (id_qualification);
