-- The users screen's list is answered from memory like the other lists (decision 0009). Besides the
-- accounts it shows each one's last sign-in (user_sign_in) and whether it may be deleted (never named in
-- audit_log), so those two tables now announce their changes too: one announcement per table and
-- transaction, however many rows a write audits.
CREATE TRIGGER audit_log_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER user_sign_in_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_sign_in
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
