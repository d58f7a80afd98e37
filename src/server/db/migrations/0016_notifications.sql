-- Notifications (issue 15, decision 0024): the news items of the header's bell ("wiki news", SPEC §3) and
-- which user has read which.
--
--   wiki_news       an item: its text in three languages (Russian required; an empty Kyrgyz or English
--                   text answers in Russian), the http(s) link it opens, whether it is important, and when
--                   it was published (the list is newest first).
--   wiki_news_read  a user's read mark, by the id the client knows (id_wiki): an item of wiki_news, or the
--                   negative id of an item of the external manual site, which has no row here. A local
--                   item's marks go with the item (id_question_answer, computed from id_wiki), every mark
--                   with its user.
-- Both carry the audit, change-announcement and row-version triggers of 0013.

CREATE TABLE wiki_news (
  id_question_answer  serial PRIMARY KEY,
  questions           text NOT NULL CHECK (btrim(questions) <> '' AND length(questions) <= 2000),
  questions_kg        text NOT NULL DEFAULT '' CHECK (length(questions_kg) <= 2000),
  questions_en        text NOT NULL DEFAULT '' CHECK (length(questions_en) <= 2000),
  -- As the contract's httpUrl: never javascript: or data:, which a click would run.
  url                 text NOT NULL CHECK (url ~* '^https?://[^[:space:][:cntrl:]]+$' AND length(url) <= 2000),
  important           boolean NOT NULL DEFAULT false,
  published_at        timestamptz NOT NULL DEFAULT now(),
  row_version         integer NOT NULL DEFAULT 1
);
CREATE INDEX wiki_news_newest_idx ON wiki_news (published_at DESC, id_question_answer DESC);

CREATE TABLE wiki_news_read (
  id_avn_user         integer NOT NULL REFERENCES avn_user (id_avn_user) ON DELETE CASCADE,
  id_wiki             integer NOT NULL CHECK (id_wiki <> 0),
  id_question_answer  integer GENERATED ALWAYS AS (CASE WHEN id_wiki > 0 THEN id_wiki END) STORED
                      REFERENCES wiki_news (id_question_answer) ON DELETE CASCADE,
  read_at             timestamptz NOT NULL DEFAULT now(),
  row_version         integer NOT NULL DEFAULT 1,
  PRIMARY KEY (id_avn_user, id_wiki)
);
-- The cascade from a deleted item finds its marks by this index.
CREATE INDEX wiki_news_read_item_idx ON wiki_news_read (id_question_answer);

CREATE TRIGGER wiki_news_audit AFTER INSERT OR UPDATE OR DELETE ON wiki_news FOR EACH ROW EXECUTE FUNCTION audit_row('id_question_answer');
CREATE TRIGGER wiki_news_read_audit AFTER INSERT OR UPDATE OR DELETE ON wiki_news_read FOR EACH ROW EXECUTE FUNCTION audit_row('id_wiki');

CREATE TRIGGER wiki_news_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wiki_news FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER wiki_news_read_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wiki_news_read FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER wiki_news_row_version BEFORE UPDATE ON wiki_news FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
-- A BEFORE trigger's condition may not name a generated column (nor the whole row that holds one): the
-- columns a mark is made of instead.
CREATE TRIGGER wiki_news_read_row_version BEFORE UPDATE ON wiki_news_read FOR EACH ROW
  WHEN ((OLD.id_avn_user, OLD.id_wiki, OLD.read_at) IS DISTINCT FROM (NEW.id_avn_user, NEW.id_wiki, NEW.read_at))
  EXECUTE FUNCTION bump_row_version();
