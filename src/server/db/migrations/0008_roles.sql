-- Roles and faculty scope (issue 10, decision 0013). Every account has one role: administrator
-- (everything, users included), editor (writes the rows of the faculties of its scope; the shared
-- reference lists need the all-faculties scope) or viewer (reads only). The accounts that exist already
-- could change everything until now: they become administrators; an account made later without a role
-- is a viewer.
ALTER TABLE avn_user ADD COLUMN role text NOT NULL DEFAULT 'administrator'
  CHECK (role IN ('administrator', 'editor', 'viewer'));
ALTER TABLE avn_user ALTER COLUMN role SET DEFAULT 'viewer';

-- The scope of an editor: every faculty, or the listed ones. Kept on the user's row (not a table of its
-- own) so that a change of scope is one audited change of the user. Other roles have no scope.
ALTER TABLE avn_user ADD COLUMN all_faculties boolean NOT NULL DEFAULT false;
ALTER TABLE avn_user ADD COLUMN faculty_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE avn_user ADD CONSTRAINT avn_user_scope_of_editors
  CHECK (role = 'editor' OR (NOT all_faculties AND cardinality(faculty_ids) = 0));
ALTER TABLE avn_user ADD CONSTRAINT avn_user_scope_size CHECK (cardinality(faculty_ids) <= 200);

-- A disabled account cannot sign in and its sessions end when it is disabled; it stays, with its name in
-- the audit log.
ALTER TABLE avn_user ADD COLUMN disabled_at timestamptz;

-- The last sign-in of each account, for the users screen. A table of its own: a sign-in is not a change
-- of the account (no audit row, no new row version) and must not make every server process forget the
-- sessions it holds, as a change of avn_user does (0004).
CREATE TABLE user_sign_in (
  id_avn_user      integer PRIMARY KEY REFERENCES avn_user (id_avn_user) ON DELETE CASCADE,
  last_sign_in_at  timestamptz NOT NULL DEFAULT now()
);

-- The users screen edits with the row version of decision 0011. Only what an administrator edits counts
-- as a change of the account: a new password is not.
ALTER TABLE avn_user ADD COLUMN row_version integer NOT NULL DEFAULT 1;
CREATE TRIGGER avn_user_row_version BEFORE UPDATE ON avn_user FOR EACH ROW
  WHEN ((OLD.login, OLD.surname, OLD.name, OLD.patronymic, OLD.role, OLD.all_faculties, OLD.faculty_ids,
         OLD.disabled_at)
        IS DISTINCT FROM
        (NEW.login, NEW.surname, NEW.name, NEW.patronymic, NEW.role, NEW.all_faculties, NEW.faculty_ids,
         NEW.disabled_at))
  EXECUTE FUNCTION bump_row_version();

-- "Has this user ever changed anything?" decides whether the account may be deleted.
CREATE INDEX audit_log_user_idx ON audit_log (id_avn_user);
