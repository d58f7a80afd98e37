-- The ministry's accounts (decision 0069): a ministry administrator adds universities and their first
-- administrators, a ministry analyst reads; neither belongs to a university (id_vuz stays null, so no
-- university's row-level security ever shows them to a university's users screen), and a university's
-- account always belongs to one once there is one.
ALTER TABLE avn_user DROP CONSTRAINT avn_user_role_check;
ALTER TABLE avn_user ADD CONSTRAINT avn_user_role_check
  CHECK (role IN ('administrator', 'editor', 'viewer', 'ministry_administrator', 'ministry_analyst'));

CREATE OR REPLACE FUNCTION avn_user_university_required() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IN ('ministry_administrator', 'ministry_analyst') THEN
    IF NEW.id_vuz IS NOT NULL THEN
      RAISE EXCEPTION 'a ministry''s account belongs to no university' USING ERRCODE = 'check_violation',
        COLUMN = 'id_vuz', TABLE = 'avn_user';
    END IF;
  ELSIF NEW.id_vuz IS NULL AND EXISTS (SELECT 1 FROM vuz) THEN
    RAISE EXCEPTION 'an account must belong to a university' USING ERRCODE = 'not_null_violation',
      COLUMN = 'id_vuz', TABLE = 'avn_user';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER avn_user_university_required ON avn_user;
CREATE TRIGGER avn_user_university_required BEFORE INSERT OR UPDATE OF id_vuz, role ON avn_user
  FOR EACH ROW EXECUTE FUNCTION avn_user_university_required();
