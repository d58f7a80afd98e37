-- Release 2.0.0's database with the demo data, written by src/server/db/releases/cut-release.ts: do not edit.
--
-- PostgreSQL database dump
--


-- Dumped from database version 18.6
-- Dumped by pg_dump version 18.3


--
-- Name: add_form_display_rules(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_form_display_rules() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO com_ebef_est (id_ebe_var, id_estimation_form)
  SELECT id_ebe_var, NEW.id_estimation_form FROM ebe_var ORDER BY id_ebe_var;
  RETURN NULL;
END;
$$;


--
-- Name: add_variant_display_rules(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_variant_display_rules() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO com_ebef_est (id_ebe_var, id_estimation_form)
  SELECT NEW.id_ebe_var, id_estimation_form FROM estimation_form ORDER BY sort_order;
  RETURN NULL;
END;
$$;


--
-- Name: announce_change(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.announce_change(changed_table text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
  announced text := coalesce(current_setting('app.changed', true), '');
BEGIN
  IF position(E'\n' || changed_table || E'\n' IN E'\n' || announced) = 0 THEN
    PERFORM pg_notify('app_change', changed_table);
    PERFORM set_config('app.changed', announced || changed_table || E'\n', true);
  END IF;
END;
$$;


--
-- Name: announce_ended_sessions(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.announce_ended_sessions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone) THEN
    PERFORM announce_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;


--
-- Name: announce_shortened_sessions(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.announce_shortened_sessions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM before_update b JOIN after_update a ON a.token_hash = b.token_hash
     WHERE a.last_seen_at < b.last_seen_at OR a.id_avn_user <> b.id_avn_user
  ) THEN
    PERFORM announce_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;


--
-- Name: announce_table_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.announce_table_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM announce_change(TG_TABLE_NAME);
  RETURN NULL;
END;
$$;


--
-- Name: audit_row(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.audit_row() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
  key_column text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'insert', NULL, to_jsonb(NEW));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD) THEN
      RETURN NEW;
    END IF;
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'update', to_jsonb(OLD), to_jsonb(NEW));
    RETURN NEW;
  ELSE
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(OLD) ->> key_column, 'delete', to_jsonb(OLD), NULL);
    RETURN OLD;
  END IF;
END;
$$;


--
-- Name: audit_user_row(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.audit_user_row() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, NEW.id_avn_user::text, 'insert', NULL, to_jsonb(NEW) - 'password_hash');
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD) THEN
      RETURN NULL;
    END IF;
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, NEW.id_avn_user::text, 'update',
            to_jsonb(OLD) - 'password_hash', to_jsonb(NEW) - 'password_hash');
  ELSE
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, OLD.id_avn_user::text, 'delete', to_jsonb(OLD) - 'password_hash', NULL);
  END IF;
  RETURN NULL;
END;
$$;


--
-- Name: bump_row_version(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.bump_row_version() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.row_version := OLD.row_version + 1;
  RETURN NEW;
END;
$$;


--
-- Name: stamp_password_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.stamp_password_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.password_changed_at := now();
  RETURN NEW;
END;
$$;




--
-- Name: a_year; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.a_year (
    id_a_year smallint NOT NULL,
    label text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT a_year_id_a_year_check CHECK (((id_a_year >= 0) AND (id_a_year <= 99))),
    CONSTRAINT a_year_label_check CHECK ((btrim(label) <> ''::text))
);


--
-- Name: app_setting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.app_setting (
    name text NOT NULL,
    value integer NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT app_setting_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    id_avn_user integer,
    table_name text NOT NULL,
    row_id text NOT NULL,
    action text NOT NULL,
    before jsonb,
    after jsonb,
    CONSTRAINT audit_log_action_check CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.audit_log_id_seq OWNED BY public.audit_log.id;


--
-- Name: auditorium; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auditorium (
    id_auditorium integer NOT NULL,
    id_korpus integer NOT NULL,
    number text NOT NULL,
    contain bigint NOT NULL,
    square numeric(7,2) NOT NULL,
    note text NOT NULL,
    id_specifics integer,
    id_faculty integer,
    id_otdel_1 integer,
    id_kafedra integer,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT auditorium_contain_check CHECK (((contain >= 0) AND (contain <= '9999999999'::bigint))),
    CONSTRAINT auditorium_note_check CHECK (((btrim(note) <> ''::text) AND (length(note) <= 500))),
    CONSTRAINT auditorium_number_check CHECK (((btrim(number) <> ''::text) AND (length(number) <= 20))),
    CONSTRAINT auditorium_square_check CHECK ((square > (0)::numeric))
);


--
-- Name: auditorium_id_auditorium_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.auditorium_id_auditorium_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: auditorium_id_auditorium_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.auditorium_id_auditorium_seq OWNED BY public.auditorium.id_auditorium;


--
-- Name: avn_user; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.avn_user (
    id_avn_user integer NOT NULL,
    login text NOT NULL,
    password_hash text NOT NULL,
    surname text DEFAULT ''::text NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    patronymic text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    must_change_password boolean DEFAULT false NOT NULL,
    password_changed_at timestamp with time zone,
    role text DEFAULT 'viewer'::text NOT NULL,
    all_faculties boolean DEFAULT false NOT NULL,
    faculty_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    disabled_at timestamp with time zone,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT avn_user_login_length CHECK (((char_length(login) >= 2) AND (char_length(login) <= 100))),
    CONSTRAINT avn_user_role_check CHECK ((role = ANY (ARRAY['administrator'::text, 'editor'::text, 'viewer'::text]))),
    CONSTRAINT avn_user_scope_of_editors CHECK (((role = 'editor'::text) OR ((NOT all_faculties) AND (cardinality(faculty_ids) = 0)))),
    CONSTRAINT avn_user_scope_size CHECK ((cardinality(faculty_ids) <= 200))
);


--
-- Name: avn_user_id_avn_user_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.avn_user_id_avn_user_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: avn_user_id_avn_user_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.avn_user_id_avn_user_seq OWNED BY public.avn_user.id_avn_user;


--
-- Name: com_ebef_est; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.com_ebef_est (
    id_com_ebef_est integer NOT NULL,
    id_ebe_var integer NOT NULL,
    id_estimation_form integer NOT NULL,
    definition text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT com_ebef_est_definition_check CHECK ((length(definition) <= 1000))
);


--
-- Name: com_ebef_est_id_com_ebef_est_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.com_ebef_est_id_com_ebef_est_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: com_ebef_est_id_com_ebef_est_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.com_ebef_est_id_com_ebef_est_seq OWNED BY public.com_ebef_est.id_com_ebef_est;


--
-- Name: com_gspe; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.com_gspe (
    id_com_gspe integer NOT NULL,
    id_speciality integer NOT NULL,
    id_n_gr integer NOT NULL,
    id_sub_gr smallint DEFAULT 0 NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT com_gspe_id_sub_gr_check CHECK (((id_sub_gr >= 0) AND (id_sub_gr <= 9)))
);


--
-- Name: com_gspe_id_com_gspe_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.com_gspe_id_com_gspe_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: com_gspe_id_com_gspe_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.com_gspe_id_com_gspe_seq OWNED BY public.com_gspe.id_com_gspe;


--
-- Name: direction; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.direction (
    id_direction integer NOT NULL,
    code text NOT NULL,
    direction text NOT NULL,
    direction_kg text DEFAULT ''::text NOT NULL,
    direction_en text DEFAULT ''::text NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT direction_code_check CHECK ((btrim(code) <> ''::text)),
    CONSTRAINT direction_direction_check CHECK ((btrim(direction) <> ''::text))
);


--
-- Name: direction_id_direction_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.direction_id_direction_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: direction_id_direction_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.direction_id_direction_seq OWNED BY public.direction.id_direction;


--
-- Name: discipline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discipline (
    id_discipline integer NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    id_vid_discipline integer NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT discipline_code_check CHECK (((btrim(code) <> ''::text) AND (length(code) <= 50))),
    CONSTRAINT discipline_name_check CHECK (((btrim(name) <> ''::text) AND (length(name) <= 500))),
    CONSTRAINT discipline_name_en_check CHECK ((length(name_en) <= 500)),
    CONSTRAINT discipline_name_kg_check CHECK ((length(name_kg) <= 500))
);


--
-- Name: discipline_id_discipline_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.discipline_id_discipline_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: discipline_id_discipline_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.discipline_id_discipline_seq OWNED BY public.discipline.id_discipline;


--
-- Name: ebe; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ebe (
    id_ebe integer NOT NULL,
    id_ebe_var integer NOT NULL,
    beg_bal numeric(6,2) NOT NULL,
    end_bal numeric(6,2) NOT NULL,
    estimation text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT ebe_beg_bal_check CHECK ((beg_bal >= (0)::numeric)),
    CONSTRAINT ebe_check CHECK ((end_bal > beg_bal)),
    CONSTRAINT ebe_estimation_check CHECK (((btrim(estimation) <> ''::text) AND (length(estimation) <= 50)))
);


--
-- Name: ebe_detal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ebe_detal (
    id_ebe_detal integer NOT NULL,
    id_ebe integer NOT NULL,
    beg_bal numeric(6,2) NOT NULL,
    end_bal numeric(6,2) NOT NULL,
    ekv_num numeric(6,2) NOT NULL,
    ekv_bukv text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT ebe_detal_beg_bal_check CHECK ((beg_bal >= (0)::numeric)),
    CONSTRAINT ebe_detal_check CHECK ((end_bal > beg_bal)),
    CONSTRAINT ebe_detal_ekv_bukv_check CHECK (((btrim(ekv_bukv) <> ''::text) AND (length(ekv_bukv) <= 3))),
    CONSTRAINT ebe_detal_ekv_num_check CHECK ((ekv_num >= (0)::numeric))
);


--
-- Name: ebe_detal_id_ebe_detal_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ebe_detal_id_ebe_detal_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ebe_detal_id_ebe_detal_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ebe_detal_id_ebe_detal_seq OWNED BY public.ebe_detal.id_ebe_detal;


--
-- Name: ebe_id_ebe_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ebe_id_ebe_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ebe_id_ebe_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ebe_id_ebe_seq OWNED BY public.ebe.id_ebe;


--
-- Name: ebe_var; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ebe_var (
    id_ebe_var integer NOT NULL,
    ebe_var text NOT NULL,
    min_bal numeric(6,2) DEFAULT 0 NOT NULL,
    max_bal numeric(6,2) NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT ebe_var_check CHECK ((max_bal > min_bal)),
    CONSTRAINT ebe_var_ebe_var_check CHECK (((btrim(ebe_var) <> ''::text) AND (length(ebe_var) <= 100))),
    CONSTRAINT ebe_var_min_bal_check CHECK ((min_bal >= (0)::numeric))
);


--
-- Name: ebe_var_id_ebe_var_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ebe_var_id_ebe_var_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ebe_var_id_ebe_var_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ebe_var_id_ebe_var_seq OWNED BY public.ebe_var.id_ebe_var;


--
-- Name: est_config; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.est_config (
    id_est_config integer NOT NULL,
    id_ebe_var integer NOT NULL,
    order_pole smallint NOT NULL,
    name_pole text NOT NULL,
    info_or_value smallint DEFAULT 0 NOT NULL,
    pole_mark_mag smallint DEFAULT 0 NOT NULL,
    formula text DEFAULT ''::text NOT NULL,
    min smallint DEFAULT 0 NOT NULL,
    max smallint DEFAULT 0 NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT est_config_formula_check CHECK ((length(formula) <= 500)),
    CONSTRAINT est_config_info_or_value_check CHECK (((info_or_value >= 0) AND (info_or_value <= 999))),
    CONSTRAINT est_config_max_check CHECK (((max >= 0) AND (max <= 999))),
    CONSTRAINT est_config_min_check CHECK (((min >= 0) AND (min <= 999))),
    CONSTRAINT est_config_name_pole_check CHECK (((btrim(name_pole) <> ''::text) AND (length(name_pole) <= 100))),
    CONSTRAINT est_config_order_pole_check CHECK (((order_pole >= 0) AND (order_pole <= 999))),
    CONSTRAINT est_config_pole_mark_mag_check CHECK (((pole_mark_mag >= 0) AND (pole_mark_mag <= 999)))
);


--
-- Name: est_config_id_est_config_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.est_config_id_est_config_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: est_config_id_est_config_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.est_config_id_est_config_seq OWNED BY public.est_config.id_est_config;


--
-- Name: estimation_form; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.estimation_form (
    id_estimation_form integer NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    name_kg text NOT NULL,
    name_en text NOT NULL,
    sort_order smallint NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT estimation_form_code_check CHECK ((code ~ '^[a-z]{1,20}$'::text)),
    CONSTRAINT estimation_form_name_check CHECK (((btrim(name) <> ''::text) AND (length(name) <= 100))),
    CONSTRAINT estimation_form_name_en_check CHECK (((btrim(name_en) <> ''::text) AND (length(name_en) <= 100))),
    CONSTRAINT estimation_form_name_kg_check CHECK (((btrim(name_kg) <> ''::text) AND (length(name_kg) <= 100)))
);


--
-- Name: estimation_form_id_estimation_form_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.estimation_form_id_estimation_form_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: estimation_form_id_estimation_form_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.estimation_form_id_estimation_form_seq OWNED BY public.estimation_form.id_estimation_form;


--
-- Name: f_educ; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.f_educ (
    id_f_educ integer NOT NULL,
    short_name text NOT NULL,
    f_educ text NOT NULL,
    f_educ_kg text NOT NULL,
    f_educ_en text DEFAULT ''::text NOT NULL,
    oztext_ru text NOT NULL,
    oz smallint,
    max_rate_id smallint,
    id_f_educ_vid integer NOT NULL,
    education_cycle text NOT NULL,
    id_f_educ_prog integer NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT f_educ_education_cycle_check CHECK ((btrim(education_cycle) <> ''::text)),
    CONSTRAINT f_educ_f_educ_check CHECK ((btrim(f_educ) <> ''::text)),
    CONSTRAINT f_educ_f_educ_kg_check CHECK ((btrim(f_educ_kg) <> ''::text)),
    CONSTRAINT f_educ_max_rate_id_check CHECK (((max_rate_id >= 1) AND (max_rate_id <= 10))),
    CONSTRAINT f_educ_oz_check CHECK ((oz = ANY (ARRAY[0, 1]))),
    CONSTRAINT f_educ_oztext_ru_check CHECK ((btrim(oztext_ru) <> ''::text)),
    CONSTRAINT f_educ_short_name_check CHECK ((btrim(short_name) <> ''::text))
);


--
-- Name: f_educ_id_f_educ_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.f_educ_id_f_educ_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: f_educ_id_f_educ_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.f_educ_id_f_educ_seq OWNED BY public.f_educ.id_f_educ;


--
-- Name: f_educ_prog; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.f_educ_prog (
    id_f_educ_prog integer NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT f_educ_prog_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: f_educ_prog_id_f_educ_prog_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.f_educ_prog_id_f_educ_prog_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: f_educ_prog_id_f_educ_prog_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.f_educ_prog_id_f_educ_prog_seq OWNED BY public.f_educ_prog.id_f_educ_prog;


--
-- Name: f_educ_vid; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.f_educ_vid (
    id_f_educ_vid integer NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT f_educ_vid_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: f_educ_vid_id_f_educ_vid_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.f_educ_vid_id_f_educ_vid_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: f_educ_vid_id_f_educ_vid_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.f_educ_vid_id_f_educ_vid_seq OWNED BY public.f_educ_vid.id_f_educ_vid;


--
-- Name: faculty; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.faculty (
    id_faculty integer NOT NULL,
    id_vuz integer NOT NULL,
    short_faculty text NOT NULL,
    short_faculty_kg text NOT NULL,
    short_faculty_en text NOT NULL,
    faculty text NOT NULL,
    faculty_kg text NOT NULL,
    faculty_en text NOT NULL,
    n_director text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT faculty_faculty_check CHECK ((btrim(faculty) <> ''::text)),
    CONSTRAINT faculty_faculty_en_check CHECK ((btrim(faculty_en) <> ''::text)),
    CONSTRAINT faculty_faculty_kg_check CHECK ((btrim(faculty_kg) <> ''::text)),
    CONSTRAINT faculty_n_director_check CHECK ((btrim(n_director) <> ''::text)),
    CONSTRAINT faculty_short_faculty_check CHECK ((btrim(short_faculty) <> ''::text)),
    CONSTRAINT faculty_short_faculty_en_check CHECK ((btrim(short_faculty_en) <> ''::text)),
    CONSTRAINT faculty_short_faculty_kg_check CHECK ((btrim(short_faculty_kg) <> ''::text))
);


--
-- Name: faculty_id_faculty_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.faculty_id_faculty_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: faculty_id_faculty_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.faculty_id_faculty_seq OWNED BY public.faculty.id_faculty;


--
-- Name: gak_member_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.gak_member_history (
    id_gak_member_history integer NOT NULL,
    id_faculty integer NOT NULL,
    id_member_type integer NOT NULL,
    member_name text NOT NULL,
    title text NOT NULL,
    since date NOT NULL,
    until date,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT gak_member_history_check CHECK ((until >= since)),
    CONSTRAINT gak_member_history_member_name_check CHECK (((btrim(member_name) <> ''::text) AND (length(member_name) <= 500))),
    CONSTRAINT gak_member_history_title_check CHECK (((btrim(title) <> ''::text) AND (length(title) <= 200)))
);


--
-- Name: gak_member_history_id_gak_member_history_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.gak_member_history_id_gak_member_history_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: gak_member_history_id_gak_member_history_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.gak_member_history_id_gak_member_history_seq OWNED BY public.gak_member_history.id_gak_member_history;


--
-- Name: gak_member_speciality; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.gak_member_speciality (
    id_gak_member_speciality integer NOT NULL,
    id_faculty integer NOT NULL,
    id_special integer NOT NULL,
    id_member_type integer NOT NULL,
    member_name text NOT NULL,
    title text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT gak_member_speciality_member_name_check CHECK (((btrim(member_name) <> ''::text) AND (length(member_name) <= 500))),
    CONSTRAINT gak_member_speciality_title_check CHECK (((btrim(title) <> ''::text) AND (length(title) <= 200)))
);


--
-- Name: gak_member_speciality_id_gak_member_speciality_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.gak_member_speciality_id_gak_member_speciality_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: gak_member_speciality_id_gak_member_speciality_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.gak_member_speciality_id_gak_member_speciality_seq OWNED BY public.gak_member_speciality.id_gak_member_speciality;


--
-- Name: kafedra; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kafedra (
    id_kafedra integer NOT NULL,
    id_faculty integer NOT NULL,
    sn_f1 text DEFAULT ''::text NOT NULL,
    f1 text NOT NULL,
    f1_kg text NOT NULL,
    f1_en text NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT kafedra_f1_check CHECK ((btrim(f1) <> ''::text)),
    CONSTRAINT kafedra_f1_en_check CHECK ((btrim(f1_en) <> ''::text)),
    CONSTRAINT kafedra_f1_kg_check CHECK ((btrim(f1_kg) <> ''::text))
);


--
-- Name: kafedra_id_kafedra_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.kafedra_id_kafedra_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: kafedra_id_kafedra_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.kafedra_id_kafedra_seq OWNED BY public.kafedra.id_kafedra;


--
-- Name: korpus; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.korpus (
    id_korpus integer NOT NULL,
    korpus text NOT NULL,
    korpus_kg text DEFAULT ''::text NOT NULL,
    korpus_en text DEFAULT ''::text NOT NULL,
    adres text DEFAULT ''::text NOT NULL,
    adres_kg text DEFAULT ''::text NOT NULL,
    adres_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT korpus_adres_check CHECK ((length(adres) <= 500)),
    CONSTRAINT korpus_adres_en_check CHECK ((length(adres_en) <= 500)),
    CONSTRAINT korpus_adres_kg_check CHECK ((length(adres_kg) <= 500)),
    CONSTRAINT korpus_korpus_check CHECK (((btrim(korpus) <> ''::text) AND (length(korpus) <= 200))),
    CONSTRAINT korpus_korpus_en_check CHECK ((length(korpus_en) <= 200)),
    CONSTRAINT korpus_korpus_kg_check CHECK ((length(korpus_kg) <= 200))
);


--
-- Name: korpus_id_korpus_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.korpus_id_korpus_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: korpus_id_korpus_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.korpus_id_korpus_seq OWNED BY public.korpus.id_korpus;


--
-- Name: level; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.level (
    id_level integer NOT NULL,
    name_level text NOT NULL,
    name_level_kg text NOT NULL,
    name_level_en text NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT level_name_level_check CHECK ((btrim(name_level) <> ''::text)),
    CONSTRAINT level_name_level_en_check CHECK ((btrim(name_level_en) <> ''::text)),
    CONSTRAINT level_name_level_kg_check CHECK ((btrim(name_level_kg) <> ''::text))
);


--
-- Name: level_id_level_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.level_id_level_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: level_id_level_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.level_id_level_seq OWNED BY public.level.id_level;


--
-- Name: licence; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.licence (
    id_licence integer NOT NULL,
    resolution text NOT NULL,
    resolution_beg date NOT NULL,
    resolution_end date NOT NULL,
    supplement text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT licence_check CHECK ((resolution_end >= resolution_beg)),
    CONSTRAINT licence_resolution_check CHECK ((btrim(resolution) <> ''::text)),
    CONSTRAINT licence_supplement_check CHECK ((btrim(supplement) <> ''::text))
);


--
-- Name: licence_id_licence_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.licence_id_licence_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: licence_id_licence_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.licence_id_licence_seq OWNED BY public.licence.id_licence;


--
-- Name: login_failure; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_failure (
    id bigint NOT NULL,
    login text NOT NULL,
    address text NOT NULL,
    failed_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: login_failure_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.login_failure_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: login_failure_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.login_failure_id_seq OWNED BY public.login_failure.id;


--
-- Name: member_type; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_type (
    id_member_type integer NOT NULL,
    member_type text NOT NULL,
    member_type_kg text NOT NULL,
    member_type_en text NOT NULL,
    sort_order smallint NOT NULL,
    single boolean DEFAULT false NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT member_type_member_type_check CHECK (((btrim(member_type) <> ''::text) AND (length(member_type) <= 200))),
    CONSTRAINT member_type_member_type_en_check CHECK (((btrim(member_type_en) <> ''::text) AND (length(member_type_en) <= 200))),
    CONSTRAINT member_type_member_type_kg_check CHECK (((btrim(member_type_kg) <> ''::text) AND (length(member_type_kg) <= 200)))
);


--
-- Name: member_type_id_member_type_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.member_type_id_member_type_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: member_type_id_member_type_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.member_type_id_member_type_seq OWNED BY public.member_type.id_member_type;


--
-- Name: ministry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ministry (
    id_ministry integer NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT ministry_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: ministry_id_ministry_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ministry_id_ministry_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ministry_id_ministry_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ministry_id_ministry_seq OWNED BY public.ministry.id_ministry;


--
-- Name: n_gr; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.n_gr (
    id_n_gr integer NOT NULL,
    id_faculty integer NOT NULL,
    n_gr text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT n_gr_n_gr_check CHECK (((btrim(n_gr) <> ''::text) AND (length(n_gr) <= 50)))
);


--
-- Name: n_gr_id_n_gr_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.n_gr_id_n_gr_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: n_gr_id_n_gr_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.n_gr_id_n_gr_seq OWNED BY public.n_gr.id_n_gr;


--
-- Name: otdel; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.otdel (
    id_otdel integer NOT NULL,
    otdel text NOT NULL,
    otdel_kg text DEFAULT ''::text NOT NULL,
    otdel_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT otdel_otdel_check CHECK (((btrim(otdel) <> ''::text) AND (length(otdel) <= 500))),
    CONSTRAINT otdel_otdel_en_check CHECK ((length(otdel_en) <= 500)),
    CONSTRAINT otdel_otdel_kg_check CHECK ((length(otdel_kg) <= 500))
);


--
-- Name: otdel_id_otdel_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.otdel_id_otdel_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: otdel_id_otdel_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.otdel_id_otdel_seq OWNED BY public.otdel.id_otdel;


--
-- Name: plan_abit; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.plan_abit (
    id_plan_abit integer NOT NULL,
    id_speciality integer NOT NULL,
    a_year smallint NOT NULL,
    kol_b integer DEFAULT 0 NOT NULL,
    kol_k integer DEFAULT 0 NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT plan_abit_kol_b_check CHECK (((kol_b >= 0) AND (kol_b <= 9999))),
    CONSTRAINT plan_abit_kol_k_check CHECK (((kol_k >= 0) AND (kol_k <= 9999)))
);


--
-- Name: plan_abit_id_plan_abit_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.plan_abit_id_plan_abit_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: plan_abit_id_plan_abit_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.plan_abit_id_plan_abit_seq OWNED BY public.plan_abit.id_plan_abit;


--
-- Name: qualification; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.qualification (
    id_qualification integer NOT NULL,
    name_qualification text NOT NULL,
    name_qualification_kg text NOT NULL,
    name_qualification_en text NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT qualification_name_qualification_check CHECK ((btrim(name_qualification) <> ''::text)),
    CONSTRAINT qualification_name_qualification_en_check CHECK ((btrim(name_qualification_en) <> ''::text)),
    CONSTRAINT qualification_name_qualification_kg_check CHECK ((btrim(name_qualification_kg) <> ''::text))
);


--
-- Name: qualification_id_qualification_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.qualification_id_qualification_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: qualification_id_qualification_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.qualification_id_qualification_seq OWNED BY public.qualification.id_qualification;


--
-- Name: rate; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate (
    id_rate smallint NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT rate_id_rate_check CHECK (((id_rate >= 1) AND (id_rate <= 10))),
    CONSTRAINT rate_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: rrnk_doljnost; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rrnk_doljnost (
    id_rrnk_doljnost integer NOT NULL,
    id_a_year smallint NOT NULL,
    n_doljnost text NOT NULL,
    chasy smallint NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT rrnk_doljnost_chasy_check CHECK (((chasy >= 0) AND (chasy <= 999))),
    CONSTRAINT rrnk_doljnost_n_doljnost_check CHECK (((btrim(n_doljnost) <> ''::text) AND (length(n_doljnost) <= 500)))
);


--
-- Name: rrnk_doljnost_id_rrnk_doljnost_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rrnk_doljnost_id_rrnk_doljnost_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rrnk_doljnost_id_rrnk_doljnost_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rrnk_doljnost_id_rrnk_doljnost_seq OWNED BY public.rrnk_doljnost.id_rrnk_doljnost;


--
-- Name: rrnk_gr_kolst; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rrnk_gr_kolst (
    id_rrnk_gr_kolst integer NOT NULL,
    id_group integer NOT NULL,
    id_a_year smallint NOT NULL,
    id_w_s smallint NOT NULL,
    kol_b smallint DEFAULT 0 NOT NULL,
    kol_k smallint DEFAULT 0 NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT rrnk_gr_kolst_kol_b_check CHECK (((kol_b >= 0) AND (kol_b <= 999))),
    CONSTRAINT rrnk_gr_kolst_kol_k_check CHECK (((kol_k >= 0) AND (kol_k <= 999)))
);


--
-- Name: rrnk_gr_kolst_id_rrnk_gr_kolst_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rrnk_gr_kolst_id_rrnk_gr_kolst_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rrnk_gr_kolst_id_rrnk_gr_kolst_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rrnk_gr_kolst_id_rrnk_gr_kolst_seq OWNED BY public.rrnk_gr_kolst.id_rrnk_gr_kolst;


--
-- Name: schema_migration; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migration (
    version text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: software_licence; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.software_licence (
    id integer NOT NULL,
    licence_text text NOT NULL,
    installed_at timestamp with time zone DEFAULT now() NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT software_licence_licence_text_check CHECK (((btrim(licence_text) <> ''::text) AND (length(licence_text) <= 8192)))
);


--
-- Name: software_licence_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.software_licence_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: software_licence_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.software_licence_id_seq OWNED BY public.software_licence.id;


--
-- Name: special; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.special (
    id_special integer NOT NULL,
    code text NOT NULL,
    special text NOT NULL,
    special_kg text DEFAULT ''::text NOT NULL,
    special_en text DEFAULT ''::text NOT NULL,
    edit boolean DEFAULT true NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT special_code_check CHECK ((btrim(code) <> ''::text)),
    CONSTRAINT special_special_check CHECK ((btrim(special) <> ''::text))
);


--
-- Name: special_id_special_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.special_id_special_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: special_id_special_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.special_id_special_seq OWNED BY public.special.id_special;


--
-- Name: speciality; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.speciality (
    id_speciality integer NOT NULL,
    id_faculty integer NOT NULL,
    id_direction integer NOT NULL,
    id_special integer NOT NULL,
    id_f_educ integer NOT NULL,
    trimester boolean DEFAULT false NOT NULL,
    phd smallint DEFAULT 0 NOT NULL,
    id_kafedra integer,
    id_qualification integer,
    row_version integer DEFAULT 1 NOT NULL,
    code_spec text DEFAULT ''::text NOT NULL,
    id_licence integer,
    id_level integer,
    term numeric(3,1),
    apprenticeship boolean DEFAULT false NOT NULL,
    id_standart smallint,
    ort_biology smallint DEFAULT 0 NOT NULL,
    ort_history smallint DEFAULT 0 NOT NULL,
    ort_chemistry smallint DEFAULT 0 NOT NULL,
    ort_physics smallint DEFAULT 0 NOT NULL,
    ort_english smallint DEFAULT 0 NOT NULL,
    ort_maths smallint DEFAULT 0 NOT NULL,
    ort_contract smallint DEFAULT 0 NOT NULL,
    ort_budget smallint DEFAULT 0 NOT NULL,
    id_ebe_var integer,
    CONSTRAINT speciality_code_spec_check CHECK ((length(code_spec) <= 50)),
    CONSTRAINT speciality_id_standart_check CHECK (((id_standart >= 1) AND (id_standart <= 9))),
    CONSTRAINT speciality_ort_biology_check CHECK (((ort_biology >= 0) AND (ort_biology <= 999))),
    CONSTRAINT speciality_ort_budget_check CHECK (((ort_budget >= 0) AND (ort_budget <= 999))),
    CONSTRAINT speciality_ort_chemistry_check CHECK (((ort_chemistry >= 0) AND (ort_chemistry <= 999))),
    CONSTRAINT speciality_ort_contract_check CHECK (((ort_contract >= 0) AND (ort_contract <= 999))),
    CONSTRAINT speciality_ort_english_check CHECK (((ort_english >= 0) AND (ort_english <= 999))),
    CONSTRAINT speciality_ort_history_check CHECK (((ort_history >= 0) AND (ort_history <= 999))),
    CONSTRAINT speciality_ort_maths_check CHECK (((ort_maths >= 0) AND (ort_maths <= 999))),
    CONSTRAINT speciality_ort_physics_check CHECK (((ort_physics >= 0) AND (ort_physics <= 999))),
    CONSTRAINT speciality_phd_check CHECK ((phd = ANY (ARRAY[0, 1, 5]))),
    CONSTRAINT speciality_term_check CHECK (((term >= (0)::numeric) AND (term <= (20)::numeric)))
);


--
-- Name: speciality_id_speciality_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.speciality_id_speciality_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: speciality_id_speciality_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.speciality_id_speciality_seq OWNED BY public.speciality.id_speciality;


--
-- Name: specifics; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.specifics (
    id_specifics integer NOT NULL,
    specifics text NOT NULL,
    specifics_kg text NOT NULL,
    specifics_en text NOT NULL,
    short_specifics text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT specifics_short_specifics_check CHECK ((length(short_specifics) <= 50)),
    CONSTRAINT specifics_specifics_check CHECK (((btrim(specifics) <> ''::text) AND (length(specifics) <= 500))),
    CONSTRAINT specifics_specifics_en_check CHECK (((btrim(specifics_en) <> ''::text) AND (length(specifics_en) <= 500))),
    CONSTRAINT specifics_specifics_kg_check CHECK (((btrim(specifics_kg) <> ''::text) AND (length(specifics_kg) <= 500)))
);


--
-- Name: specifics_id_specifics_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.specifics_id_specifics_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: specifics_id_specifics_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.specifics_id_specifics_seq OWNED BY public.specifics.id_specifics;


--
-- Name: study_group; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.study_group (
    id_group integer NOT NULL,
    id_com_gspe integer NOT NULL,
    id_group_y smallint NOT NULL,
    dop text DEFAULT ''::text NOT NULL,
    ind_name_gr boolean DEFAULT false NOT NULL,
    winter_reception boolean DEFAULT false NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT study_group_dop_check CHECK ((length(dop) <= 100))
);


--
-- Name: study_group_id_group_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.study_group_id_group_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: study_group_id_group_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.study_group_id_group_seq OWNED BY public.study_group.id_group;


--
-- Name: user_session; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_session (
    token_hash text NOT NULL,
    id_avn_user integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    address text DEFAULT ''::text NOT NULL
);


--
-- Name: user_sign_in; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_sign_in (
    id_avn_user integer NOT NULL,
    last_sign_in_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: vid_discipline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vid_discipline (
    id_vid_discipline integer NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT vid_discipline_name_check CHECK (((btrim(name) <> ''::text) AND (length(name) <= 500))),
    CONSTRAINT vid_discipline_name_en_check CHECK ((length(name_en) <= 500)),
    CONSTRAINT vid_discipline_name_kg_check CHECK ((length(name_kg) <= 500))
);


--
-- Name: vid_discipline_id_vid_discipline_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vid_discipline_id_vid_discipline_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: vid_discipline_id_vid_discipline_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vid_discipline_id_vid_discipline_seq OWNED BY public.vid_discipline.id_vid_discipline;


--
-- Name: vuz; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vuz (
    id_vuz integer NOT NULL,
    id_ministry integer NOT NULL,
    v1 text NOT NULL,
    v1_k text DEFAULT ''::text NOT NULL,
    v1_en text DEFAULT ''::text NOT NULL,
    v2 text NOT NULL,
    v2_k text DEFAULT ''::text NOT NULL,
    v2_en text DEFAULT ''::text NOT NULL,
    adres text DEFAULT ''::text NOT NULL,
    adres_kg text DEFAULT ''::text NOT NULL,
    adres_en text DEFAULT ''::text NOT NULL,
    glava text DEFAULT ''::text NOT NULL,
    tel text DEFAULT ''::text NOT NULL,
    nomer_licen text DEFAULT ''::text NOT NULL,
    date_licen date,
    mail text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    id_field text DEFAULT ''::text NOT NULL,
    CONSTRAINT vuz_id_field_check CHECK ((length(id_field) <= 50)),
    CONSTRAINT vuz_v1_check CHECK ((btrim(v1) <> ''::text)),
    CONSTRAINT vuz_v2_check CHECK ((btrim(v2) <> ''::text))
);


--
-- Name: vuz_id_vuz_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vuz_id_vuz_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: vuz_id_vuz_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vuz_id_vuz_seq OWNED BY public.vuz.id_vuz;


--
-- Name: w_s; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.w_s (
    id_w_s smallint NOT NULL,
    name text NOT NULL,
    name_kg text DEFAULT ''::text NOT NULL,
    name_en text DEFAULT ''::text NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT w_s_name_check CHECK ((btrim(name) <> ''::text))
);


--
-- Name: wiki_news; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wiki_news (
    id_question_answer integer NOT NULL,
    questions text NOT NULL,
    questions_kg text DEFAULT ''::text NOT NULL,
    questions_en text DEFAULT ''::text NOT NULL,
    url text NOT NULL,
    important boolean DEFAULT false NOT NULL,
    published_at timestamp with time zone DEFAULT now() NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT wiki_news_questions_check CHECK (((btrim(questions) <> ''::text) AND (length(questions) <= 2000))),
    CONSTRAINT wiki_news_questions_en_check CHECK ((length(questions_en) <= 2000)),
    CONSTRAINT wiki_news_questions_kg_check CHECK ((length(questions_kg) <= 2000)),
    CONSTRAINT wiki_news_url_check CHECK (((url ~* '^https?://[^[:space:][:cntrl:]]+$'::text) AND (length(url) <= 2000)))
);


--
-- Name: wiki_news_id_question_answer_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.wiki_news_id_question_answer_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: wiki_news_id_question_answer_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.wiki_news_id_question_answer_seq OWNED BY public.wiki_news.id_question_answer;


--
-- Name: wiki_news_read; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wiki_news_read (
    id_avn_user integer NOT NULL,
    id_wiki integer NOT NULL,
    id_question_answer integer GENERATED ALWAYS AS (
CASE
    WHEN (id_wiki > 0) THEN id_wiki
    ELSE NULL::integer
END) STORED,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    row_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT wiki_news_read_id_wiki_check CHECK ((id_wiki <> 0))
);


--
-- Name: audit_log id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log ALTER COLUMN id SET DEFAULT nextval('public.audit_log_id_seq'::regclass);


--
-- Name: auditorium id_auditorium; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium ALTER COLUMN id_auditorium SET DEFAULT nextval('public.auditorium_id_auditorium_seq'::regclass);


--
-- Name: avn_user id_avn_user; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.avn_user ALTER COLUMN id_avn_user SET DEFAULT nextval('public.avn_user_id_avn_user_seq'::regclass);


--
-- Name: com_ebef_est id_com_ebef_est; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_ebef_est ALTER COLUMN id_com_ebef_est SET DEFAULT nextval('public.com_ebef_est_id_com_ebef_est_seq'::regclass);


--
-- Name: com_gspe id_com_gspe; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_gspe ALTER COLUMN id_com_gspe SET DEFAULT nextval('public.com_gspe_id_com_gspe_seq'::regclass);


--
-- Name: direction id_direction; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.direction ALTER COLUMN id_direction SET DEFAULT nextval('public.direction_id_direction_seq'::regclass);


--
-- Name: discipline id_discipline; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discipline ALTER COLUMN id_discipline SET DEFAULT nextval('public.discipline_id_discipline_seq'::regclass);


--
-- Name: ebe id_ebe; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe ALTER COLUMN id_ebe SET DEFAULT nextval('public.ebe_id_ebe_seq'::regclass);


--
-- Name: ebe_detal id_ebe_detal; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe_detal ALTER COLUMN id_ebe_detal SET DEFAULT nextval('public.ebe_detal_id_ebe_detal_seq'::regclass);


--
-- Name: ebe_var id_ebe_var; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe_var ALTER COLUMN id_ebe_var SET DEFAULT nextval('public.ebe_var_id_ebe_var_seq'::regclass);


--
-- Name: est_config id_est_config; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.est_config ALTER COLUMN id_est_config SET DEFAULT nextval('public.est_config_id_est_config_seq'::regclass);


--
-- Name: estimation_form id_estimation_form; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.estimation_form ALTER COLUMN id_estimation_form SET DEFAULT nextval('public.estimation_form_id_estimation_form_seq'::regclass);


--
-- Name: f_educ id_f_educ; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ ALTER COLUMN id_f_educ SET DEFAULT nextval('public.f_educ_id_f_educ_seq'::regclass);


--
-- Name: f_educ_prog id_f_educ_prog; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ_prog ALTER COLUMN id_f_educ_prog SET DEFAULT nextval('public.f_educ_prog_id_f_educ_prog_seq'::regclass);


--
-- Name: f_educ_vid id_f_educ_vid; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ_vid ALTER COLUMN id_f_educ_vid SET DEFAULT nextval('public.f_educ_vid_id_f_educ_vid_seq'::regclass);


--
-- Name: faculty id_faculty; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faculty ALTER COLUMN id_faculty SET DEFAULT nextval('public.faculty_id_faculty_seq'::regclass);


--
-- Name: gak_member_history id_gak_member_history; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_history ALTER COLUMN id_gak_member_history SET DEFAULT nextval('public.gak_member_history_id_gak_member_history_seq'::regclass);


--
-- Name: gak_member_speciality id_gak_member_speciality; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_speciality ALTER COLUMN id_gak_member_speciality SET DEFAULT nextval('public.gak_member_speciality_id_gak_member_speciality_seq'::regclass);


--
-- Name: kafedra id_kafedra; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kafedra ALTER COLUMN id_kafedra SET DEFAULT nextval('public.kafedra_id_kafedra_seq'::regclass);


--
-- Name: korpus id_korpus; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.korpus ALTER COLUMN id_korpus SET DEFAULT nextval('public.korpus_id_korpus_seq'::regclass);


--
-- Name: level id_level; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.level ALTER COLUMN id_level SET DEFAULT nextval('public.level_id_level_seq'::regclass);


--
-- Name: licence id_licence; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.licence ALTER COLUMN id_licence SET DEFAULT nextval('public.licence_id_licence_seq'::regclass);


--
-- Name: login_failure id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_failure ALTER COLUMN id SET DEFAULT nextval('public.login_failure_id_seq'::regclass);


--
-- Name: member_type id_member_type; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_type ALTER COLUMN id_member_type SET DEFAULT nextval('public.member_type_id_member_type_seq'::regclass);


--
-- Name: ministry id_ministry; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ministry ALTER COLUMN id_ministry SET DEFAULT nextval('public.ministry_id_ministry_seq'::regclass);


--
-- Name: n_gr id_n_gr; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.n_gr ALTER COLUMN id_n_gr SET DEFAULT nextval('public.n_gr_id_n_gr_seq'::regclass);


--
-- Name: otdel id_otdel; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.otdel ALTER COLUMN id_otdel SET DEFAULT nextval('public.otdel_id_otdel_seq'::regclass);


--
-- Name: plan_abit id_plan_abit; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_abit ALTER COLUMN id_plan_abit SET DEFAULT nextval('public.plan_abit_id_plan_abit_seq'::regclass);


--
-- Name: qualification id_qualification; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.qualification ALTER COLUMN id_qualification SET DEFAULT nextval('public.qualification_id_qualification_seq'::regclass);


--
-- Name: rrnk_doljnost id_rrnk_doljnost; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_doljnost ALTER COLUMN id_rrnk_doljnost SET DEFAULT nextval('public.rrnk_doljnost_id_rrnk_doljnost_seq'::regclass);


--
-- Name: rrnk_gr_kolst id_rrnk_gr_kolst; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst ALTER COLUMN id_rrnk_gr_kolst SET DEFAULT nextval('public.rrnk_gr_kolst_id_rrnk_gr_kolst_seq'::regclass);


--
-- Name: software_licence id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.software_licence ALTER COLUMN id SET DEFAULT nextval('public.software_licence_id_seq'::regclass);


--
-- Name: special id_special; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.special ALTER COLUMN id_special SET DEFAULT nextval('public.special_id_special_seq'::regclass);


--
-- Name: speciality id_speciality; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality ALTER COLUMN id_speciality SET DEFAULT nextval('public.speciality_id_speciality_seq'::regclass);


--
-- Name: specifics id_specifics; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.specifics ALTER COLUMN id_specifics SET DEFAULT nextval('public.specifics_id_specifics_seq'::regclass);


--
-- Name: study_group id_group; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.study_group ALTER COLUMN id_group SET DEFAULT nextval('public.study_group_id_group_seq'::regclass);


--
-- Name: vid_discipline id_vid_discipline; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vid_discipline ALTER COLUMN id_vid_discipline SET DEFAULT nextval('public.vid_discipline_id_vid_discipline_seq'::regclass);


--
-- Name: vuz id_vuz; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vuz ALTER COLUMN id_vuz SET DEFAULT nextval('public.vuz_id_vuz_seq'::regclass);


--
-- Name: wiki_news id_question_answer; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wiki_news ALTER COLUMN id_question_answer SET DEFAULT nextval('public.wiki_news_id_question_answer_seq'::regclass);


--
-- Data for Name: a_year; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.a_year VALUES (19, '2019-2020', 1);
INSERT INTO public.a_year VALUES (20, '2020-2021', 1);
INSERT INTO public.a_year VALUES (21, '2021-2022', 1);
INSERT INTO public.a_year VALUES (22, '2022-2023', 1);
INSERT INTO public.a_year VALUES (23, '2023-2024', 1);
INSERT INTO public.a_year VALUES (24, '2024-2025', 1);
INSERT INTO public.a_year VALUES (25, '2025-2026', 1);
INSERT INTO public.a_year VALUES (26, '2026-2027', 1);
INSERT INTO public.a_year VALUES (27, '2027-2028', 1);


--
-- Data for Name: app_setting; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.app_setting VALUES ('trimester', 1, 2);


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_log VALUES (1, '2026-11-26 00:52:14.611+00', NULL, 'ministry', '1', 'insert', NULL, '{"name": "Министерство образования и науки Кыргызской Республики", "name_en": "Ministry of Education and Science of the Kyrgyz Republic", "name_kg": "Кыргыз Республикасынын Билим берүү жана илим министрлиги", "id_ministry": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (2, '2026-11-26 00:52:14.611+00', NULL, 'vuz', '1', 'insert', NULL, '{"v1": "БГУЭТ", "v2": "Бишкекский государственный университет экономики и технологий", "tel": "+996 312 61-45-20", "mail": "info@bsuet.example.kg", "v1_k": "БМЭТУ", "v2_k": "Бишкек мамлекеттик экономика жана технологиялар университети", "adres": "Кыргызская Республика, 720040, г. Бишкек, проспект Чуй, 219", "glava": "Абдыкадыров Нурбек Асылбекович", "v1_en": "BSUET", "v2_en": "Bishkek State University of Economics and Technology", "id_vuz": 1, "adres_en": "219 Chui Avenue, Bishkek 720040, Kyrgyz Republic", "adres_kg": "Кыргыз Республикасы, 720040, Бишкек шаары, Чүй проспектиси, 219", "id_field": "02287351", "date_licen": "2023-06-15", "id_ministry": 1, "nomer_licen": "LS230000789", "row_version": 1}');
INSERT INTO public.audit_log VALUES (3, '2026-11-26 00:52:14.611+00', NULL, 'faculty', '1', 'insert', NULL, '{"id_vuz": 1, "faculty": "Факультет экономики и менеджмента", "faculty_en": "Faculty of Economics and Management", "faculty_kg": "Экономика жана менеджмент факультети", "id_faculty": 1, "n_director": "Джумабаева Айгуль Токтосуновна", "row_version": 1, "short_faculty": "ФЭМ", "short_faculty_en": "FEM", "short_faculty_kg": "ЭМФ"}');
INSERT INTO public.audit_log VALUES (4, '2026-11-26 00:52:14.611+00', NULL, 'faculty', '2', 'insert', NULL, '{"id_vuz": 1, "faculty": "Факультет информационных технологий", "faculty_en": "Faculty of Information Technology", "faculty_kg": "Маалыматтык технологиялар факультети", "id_faculty": 2, "n_director": "Осмонов Бакыт Асанович", "row_version": 1, "short_faculty": "ФИТ", "short_faculty_en": "FIT", "short_faculty_kg": "МТФ"}');
INSERT INTO public.audit_log VALUES (5, '2026-11-26 00:52:14.611+00', NULL, 'faculty', '3', 'insert', NULL, '{"id_vuz": 1, "faculty": "Юридический факультет", "faculty_en": "Faculty of Law", "faculty_kg": "Юридикалык факультет", "id_faculty": 3, "n_director": "Исаков Нурлан Мукашевич", "row_version": 1, "short_faculty": "ЮФ", "short_faculty_en": "FL", "short_faculty_kg": "ЮФ"}');
INSERT INTO public.audit_log VALUES (9, '2026-11-26 00:52:14.611+00', NULL, 'direction', '1', 'insert', NULL, '{"code": "580100", "edit": false, "direction": "Экономика", "row_version": 1, "direction_en": "Economics", "direction_kg": "Экономика", "id_direction": 1}');
INSERT INTO public.audit_log VALUES (10, '2026-11-26 00:52:14.611+00', NULL, 'direction', '2', 'insert', NULL, '{"code": "580200", "edit": false, "direction": "Менеджмент", "row_version": 1, "direction_en": "Management", "direction_kg": "Менеджмент", "id_direction": 2}');
INSERT INTO public.audit_log VALUES (11, '2026-11-26 00:52:14.611+00', NULL, 'direction', '3', 'insert', NULL, '{"code": "580300", "edit": true, "direction": "Торговое дело", "row_version": 1, "direction_en": "Trade and Commerce", "direction_kg": "Соода иши", "id_direction": 3}');
INSERT INTO public.audit_log VALUES (34, '2026-11-26 00:52:14.611+00', NULL, 'special', '1', 'insert', NULL, '{"code": "080105", "edit": false, "special": "Финансы и кредит", "id_special": 1, "special_en": "Finance and Credit", "special_kg": "Финансы жана кредит", "row_version": 1}');
INSERT INTO public.audit_log VALUES (35, '2026-11-26 00:52:14.611+00', NULL, 'special', '2', 'insert', NULL, '{"code": "080109", "edit": false, "special": "Бухгалтерский учёт, анализ и аудит", "id_special": 2, "special_en": "Accounting, Analysis and Audit", "special_kg": "Бухгалтердик эсеп, талдоо жана аудит", "row_version": 1}');
INSERT INTO public.audit_log VALUES (36, '2026-11-26 00:52:14.611+00', NULL, 'special', '3', 'insert', NULL, '{"code": "080102", "edit": true, "special": "Мировая экономика", "id_special": 3, "special_en": "World Economy", "special_kg": "Дүйнөлүк экономика", "row_version": 1}');
INSERT INTO public.audit_log VALUES (69, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_vid', '1', 'insert', NULL, '{"name": "Очная", "name_en": "Full-time", "name_kg": "Күндүзгү", "row_version": 1, "id_f_educ_vid": 1}');
INSERT INTO public.audit_log VALUES (70, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_vid', '2', 'insert', NULL, '{"name": "Заочная", "name_en": "Part-time (extramural)", "name_kg": "Сырттан", "row_version": 1, "id_f_educ_vid": 2}');
INSERT INTO public.audit_log VALUES (71, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_vid', '3', 'insert', NULL, '{"name": "Дистанционная", "name_en": "Distance", "name_kg": "Аралыктан", "row_version": 1, "id_f_educ_vid": 3}');
INSERT INTO public.audit_log VALUES (73, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_prog', '1', 'insert', NULL, '{"name": "Бакалавриат", "name_en": "Bachelor''s programme", "name_kg": "Бакалавриат", "row_version": 1, "id_f_educ_prog": 1}');
INSERT INTO public.audit_log VALUES (74, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_prog', '2', 'insert', NULL, '{"name": "Магистратура", "name_en": "Master''s programme", "name_kg": "Магистратура", "row_version": 1, "id_f_educ_prog": 2}');
INSERT INTO public.audit_log VALUES (75, '2026-11-26 00:52:14.611+00', NULL, 'f_educ_prog', '3', 'insert', NULL, '{"name": "Специалитет", "name_en": "Specialist programme", "name_kg": "Адистик", "row_version": 1, "id_f_educ_prog": 3}');
INSERT INTO public.audit_log VALUES (78, '2026-11-26 00:52:14.611+00', NULL, 'f_educ', '1', 'insert', NULL, '{"oz": 0, "edit": false, "f_educ": "Очная форма обучения (бакалавриат)", "f_educ_en": "Full-time study (bachelor''s)", "f_educ_kg": "Күндүзгү окуу формасы (бакалавриат)", "id_f_educ": 1, "oztext_ru": "очная", "short_name": "ОФО", "max_rate_id": 4, "row_version": 1, "id_f_educ_vid": 1, "id_f_educ_prog": 1, "education_cycle": "бакалавриат"}');
INSERT INTO public.audit_log VALUES (79, '2026-11-26 00:52:14.611+00', NULL, 'f_educ', '2', 'insert', NULL, '{"oz": 1, "edit": false, "f_educ": "Заочная форма обучения (бакалавриат)", "f_educ_en": "Part-time extramural study (bachelor''s)", "f_educ_kg": "Сырттан окуу формасы (бакалавриат)", "id_f_educ": 2, "oztext_ru": "заочная", "short_name": "ЗФО", "max_rate_id": 5, "row_version": 1, "id_f_educ_vid": 2, "id_f_educ_prog": 1, "education_cycle": "бакалавриат"}');
INSERT INTO public.audit_log VALUES (80, '2026-11-26 00:52:14.611+00', NULL, 'f_educ', '3', 'insert', NULL, '{"oz": 1, "edit": true, "f_educ": "Заочная форма с применением дистанционных образовательных технологий (бакалавриат)", "f_educ_en": "Distance learning (bachelor''s)", "f_educ_kg": "Аралыктан окутуу технологияларын колдонуу менен сырттан окуу (бакалавриат)", "id_f_educ": 3, "oztext_ru": "заочная", "short_name": "ДОТ", "max_rate_id": 5, "row_version": 1, "id_f_educ_vid": 3, "id_f_educ_prog": 1, "education_cycle": "бакалавриат"}');
INSERT INTO public.audit_log VALUES (86, '2026-11-26 00:52:14.611+00', NULL, 'kafedra', '1', 'insert', NULL, '{"f1": "Экономическая теория и мировая экономика", "edit": true, "f1_en": "Economic Theory and World Economy", "f1_kg": "Экономикалык теория жана дүйнөлүк экономика", "sn_f1": "ЭТиМЭ", "id_faculty": 1, "id_kafedra": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (87, '2026-11-26 00:52:14.611+00', NULL, 'kafedra', '2', 'insert', NULL, '{"f1": "Финансы и кредит", "edit": true, "f1_en": "Finance and Credit", "f1_kg": "Финансы жана кредит", "sn_f1": "ФиК", "id_faculty": 1, "id_kafedra": 2, "row_version": 1}');
INSERT INTO public.audit_log VALUES (88, '2026-11-26 00:52:14.611+00', NULL, 'kafedra', '3', 'insert', NULL, '{"f1": "Бухгалтерский учёт, анализ и аудит", "edit": true, "f1_en": "Accounting, Analysis and Audit", "f1_kg": "Бухгалтердик эсеп, талдоо жана аудит", "sn_f1": "БУАиА", "id_faculty": 1, "id_kafedra": 3, "row_version": 1}');
INSERT INTO public.audit_log VALUES (110, '2026-11-26 00:52:14.611+00', NULL, 'level', '1', 'insert', NULL, '{"edit": false, "id_level": 1, "name_level": "Бакалавр", "row_version": 1, "name_level_en": "Bachelor", "name_level_kg": "Бакалавр"}');
INSERT INTO public.audit_log VALUES (111, '2026-11-26 00:52:14.611+00', NULL, 'level', '2', 'insert', NULL, '{"edit": false, "id_level": 2, "name_level": "Магистр", "row_version": 1, "name_level_en": "Master", "name_level_kg": "Магистр"}');
INSERT INTO public.audit_log VALUES (112, '2026-11-26 00:52:14.611+00', NULL, 'level', '3', 'insert', NULL, '{"edit": false, "id_level": 3, "name_level": "Специалист", "row_version": 1, "name_level_en": "Specialist", "name_level_kg": "Адис"}');
INSERT INTO public.audit_log VALUES (115, '2026-11-26 00:52:14.611+00', NULL, 'qualification', '1', 'insert', NULL, '{"edit": false, "row_version": 1, "id_qualification": 1, "name_qualification": "Бакалавр экономики", "name_qualification_en": "Bachelor of Economics", "name_qualification_kg": "Экономика бакалавры"}');
INSERT INTO public.audit_log VALUES (116, '2026-11-26 00:52:14.611+00', NULL, 'qualification', '2', 'insert', NULL, '{"edit": true, "row_version": 1, "id_qualification": 2, "name_qualification": "Бакалавр менеджмента", "name_qualification_en": "Bachelor of Management", "name_qualification_kg": "Менеджмент бакалавры"}');
INSERT INTO public.audit_log VALUES (117, '2026-11-26 00:52:14.611+00', NULL, 'qualification', '3', 'insert', NULL, '{"edit": false, "row_version": 1, "id_qualification": 3, "name_qualification": "Бакалавр юриспруденции", "name_qualification_en": "Bachelor of Laws (LLB)", "name_qualification_kg": "Юриспруденция бакалавры"}');
INSERT INTO public.audit_log VALUES (128, '2026-11-26 00:52:14.611+00', NULL, 'licence', '1', 'insert', NULL, '{"id_licence": 1, "resolution": "Лицензия LS180000123 на право ведения образовательной деятельности", "supplement": "Приложение №1 к лицензии LS180000123: программы бакалавриата 580100 Экономика, 580200 Менеджмент, 530500 Юриспруденция", "row_version": 1, "resolution_beg": "2018-06-15", "resolution_end": "2023-06-14"}');
INSERT INTO public.audit_log VALUES (129, '2026-11-26 00:52:14.611+00', NULL, 'licence', '2', 'insert', NULL, '{"id_licence": 2, "resolution": "Лицензия LS190000456 на право ведения образовательной деятельности", "supplement": "Приложение №2 к лицензии LS190000456: программы магистратуры 580100 Экономика, 710400 Программная инженерия", "row_version": 1, "resolution_beg": "2019-08-20", "resolution_end": "2024-08-19"}');
INSERT INTO public.audit_log VALUES (130, '2026-11-26 00:52:14.611+00', NULL, 'licence', '3', 'insert', NULL, '{"id_licence": 3, "resolution": "Лицензия LS230000789 на право ведения образовательной деятельности", "supplement": "Приложение №1 к лицензии LS230000789: программы бакалавриата, специалитета и магистратуры (25 направлений)", "row_version": 1, "resolution_beg": "2023-06-15", "resolution_end": "2028-06-14"}');
INSERT INTO public.audit_log VALUES (132, '2026-11-26 00:52:14.611+00', NULL, 'a_year', '19', 'insert', NULL, '{"label": "2019-2020", "id_a_year": 19, "row_version": 1}');
INSERT INTO public.audit_log VALUES (133, '2026-11-26 00:52:14.611+00', NULL, 'a_year', '20', 'insert', NULL, '{"label": "2020-2021", "id_a_year": 20, "row_version": 1}');
INSERT INTO public.audit_log VALUES (134, '2026-11-26 00:52:14.611+00', NULL, 'a_year', '21', 'insert', NULL, '{"label": "2021-2022", "id_a_year": 21, "row_version": 1}');
INSERT INTO public.audit_log VALUES (140, '2026-11-26 00:52:14.611+00', NULL, 'w_s', '1', 'insert', NULL, '{"name": "Осенний семестр", "id_w_s": 1, "name_en": "Autumn semester", "name_kg": "Күзгү семестр", "row_version": 1}');
INSERT INTO public.audit_log VALUES (141, '2026-11-26 00:52:14.611+00', NULL, 'w_s', '2', 'insert', NULL, '{"name": "Весенний семестр", "id_w_s": 2, "name_en": "Spring semester", "name_kg": "Жазгы семестр", "row_version": 1}');
INSERT INTO public.audit_log VALUES (142, '2026-11-26 00:52:14.611+00', NULL, 'rate', '1', 'insert', NULL, '{"name": "1 курс", "id_rate": 1, "name_en": "1st year", "name_kg": "1-курс", "row_version": 1}');
INSERT INTO public.audit_log VALUES (143, '2026-11-26 00:52:14.611+00', NULL, 'rate', '2', 'insert', NULL, '{"name": "2 курс", "id_rate": 2, "name_en": "2nd year", "name_kg": "2-курс", "row_version": 1}');
INSERT INTO public.audit_log VALUES (144, '2026-11-26 00:52:14.611+00', NULL, 'rate', '3', 'insert', NULL, '{"name": "3 курс", "id_rate": 3, "name_en": "3rd year", "name_kg": "3-курс", "row_version": 1}');
INSERT INTO public.audit_log VALUES (148, '2026-11-26 00:52:14.611+00', NULL, 'speciality', '1', 'insert', NULL, '{"phd": 0, "term": null, "id_level": null, "code_spec": "", "id_f_educ": 1, "ort_maths": 0, "trimester": false, "id_ebe_var": null, "id_faculty": 1, "id_kafedra": null, "id_licence": null, "id_special": 1, "ort_budget": 0, "id_standart": null, "ort_biology": 0, "ort_english": 0, "ort_history": 0, "ort_physics": 0, "row_version": 1, "id_direction": 1, "ort_contract": 0, "id_speciality": 1, "ort_chemistry": 0, "apprenticeship": false, "id_qualification": null}');
INSERT INTO public.audit_log VALUES (149, '2026-11-26 00:52:14.611+00', NULL, 'speciality', '2', 'insert', NULL, '{"phd": 0, "term": null, "id_level": null, "code_spec": "", "id_f_educ": 1, "ort_maths": 0, "trimester": false, "id_ebe_var": null, "id_faculty": 1, "id_kafedra": null, "id_licence": null, "id_special": 2, "ort_budget": 0, "id_standart": null, "ort_biology": 0, "ort_english": 0, "ort_history": 0, "ort_physics": 0, "row_version": 1, "id_direction": 1, "ort_contract": 0, "id_speciality": 2, "ort_chemistry": 0, "apprenticeship": false, "id_qualification": null}');
INSERT INTO public.audit_log VALUES (150, '2026-11-26 00:52:14.611+00', NULL, 'speciality', '3', 'insert', NULL, '{"phd": 0, "term": null, "id_level": null, "code_spec": "", "id_f_educ": 2, "ort_maths": 0, "trimester": false, "id_ebe_var": null, "id_faculty": 1, "id_kafedra": null, "id_licence": null, "id_special": 2, "ort_budget": 0, "id_standart": null, "ort_biology": 0, "ort_english": 0, "ort_history": 0, "ort_physics": 0, "row_version": 1, "id_direction": 1, "ort_contract": 0, "id_speciality": 3, "ort_chemistry": 0, "apprenticeship": false, "id_qualification": null}');
INSERT INTO public.audit_log VALUES (282, '2026-11-26 00:52:14.611+00', NULL, 'com_gspe', '1', 'insert', NULL, '{"id_n_gr": 1, "id_sub_gr": 1, "id_com_gspe": 1, "row_version": 1, "id_speciality": 1}');
INSERT INTO public.audit_log VALUES (283, '2026-11-26 00:52:14.611+00', NULL, 'com_gspe', '2', 'insert', NULL, '{"id_n_gr": 1, "id_sub_gr": 2, "id_com_gspe": 2, "row_version": 1, "id_speciality": 1}');
INSERT INTO public.audit_log VALUES (284, '2026-11-26 00:52:14.611+00', NULL, 'com_gspe', '3', 'insert', NULL, '{"id_n_gr": 2, "id_sub_gr": 1, "id_com_gspe": 3, "row_version": 1, "id_speciality": 2}');
INSERT INTO public.audit_log VALUES (236, '2026-11-26 00:52:14.611+00', NULL, 'app_setting', 'trimester', 'update', '{"name": "trimester", "value": 0, "row_version": 1}', '{"name": "trimester", "value": 1, "row_version": 2}');
INSERT INTO public.audit_log VALUES (238, '2026-11-26 00:52:14.611+00', NULL, 'n_gr', '1', 'insert', NULL, '{"n_gr": "ФК", "id_n_gr": 1, "id_faculty": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (239, '2026-11-26 00:52:14.611+00', NULL, 'n_gr', '2', 'insert', NULL, '{"n_gr": "БУ", "id_n_gr": 2, "id_faculty": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (240, '2026-11-26 00:52:14.611+00', NULL, 'n_gr', '3', 'insert', NULL, '{"n_gr": "БУз", "id_n_gr": 3, "id_faculty": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (352, '2026-11-26 00:52:14.611+00', NULL, 'study_group', '1', 'insert', NULL, '{"dop": "", "id_group": 1, "id_group_y": 22, "id_com_gspe": 1, "ind_name_gr": false, "row_version": 1, "winter_reception": false}');
INSERT INTO public.audit_log VALUES (353, '2026-11-26 00:52:14.611+00', NULL, 'study_group', '2', 'insert', NULL, '{"dop": "", "id_group": 2, "id_group_y": 23, "id_com_gspe": 1, "ind_name_gr": false, "row_version": 1, "winter_reception": false}');
INSERT INTO public.audit_log VALUES (354, '2026-11-26 00:52:14.611+00', NULL, 'study_group', '3', 'insert', NULL, '{"dop": "", "id_group": 3, "id_group_y": 24, "id_com_gspe": 1, "ind_name_gr": false, "row_version": 1, "winter_reception": false}');
INSERT INTO public.audit_log VALUES (699, '2026-11-26 00:52:14.611+00', NULL, 'ebe_var', '1', 'insert', NULL, '{"ebe_var": "1", "max_bal": 100.00, "min_bal": 0.00, "id_ebe_var": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (700, '2026-11-26 00:52:14.611+00', NULL, 'com_ebef_est', '1', 'insert', NULL, '{"definition": "", "id_ebe_var": 1, "row_version": 1, "id_com_ebef_est": 1, "id_estimation_form": 1}');
INSERT INTO public.audit_log VALUES (701, '2026-11-26 00:52:14.611+00', NULL, 'com_ebef_est', '2', 'insert', NULL, '{"definition": "", "id_ebe_var": 1, "row_version": 1, "id_com_ebef_est": 2, "id_estimation_form": 2}');
INSERT INTO public.audit_log VALUES (702, '2026-11-26 00:52:14.611+00', NULL, 'com_ebef_est', '3', 'insert', NULL, '{"definition": "", "id_ebe_var": 1, "row_version": 1, "id_com_ebef_est": 3, "id_estimation_form": 3}');
INSERT INTO public.audit_log VALUES (704, '2026-11-26 00:52:14.611+00', NULL, 'ebe_var', '2', 'insert', NULL, '{"ebe_var": "2", "max_bal": 100.00, "min_bal": 0.00, "id_ebe_var": 2, "row_version": 1}');
INSERT INTO public.audit_log VALUES (709, '2026-11-26 00:52:14.611+00', NULL, 'ebe_var', '3', 'insert', NULL, '{"ebe_var": "3", "max_bal": 100.00, "min_bal": 0.00, "id_ebe_var": 3, "row_version": 1}');
INSERT INTO public.audit_log VALUES (714, '2026-11-26 00:52:14.611+00', NULL, 'ebe', '1', 'insert', NULL, '{"id_ebe": 1, "beg_bal": 87.00, "end_bal": 100.00, "estimation": "5", "id_ebe_var": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (715, '2026-11-26 00:52:14.611+00', NULL, 'ebe', '2', 'insert', NULL, '{"id_ebe": 2, "beg_bal": 74.00, "end_bal": 86.00, "estimation": "4", "id_ebe_var": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (716, '2026-11-26 00:52:14.611+00', NULL, 'ebe', '3', 'insert', NULL, '{"id_ebe": 3, "beg_bal": 61.00, "end_bal": 73.00, "estimation": "3", "id_ebe_var": 1, "row_version": 1}');
INSERT INTO public.audit_log VALUES (729, '2026-11-26 00:52:14.611+00', NULL, 'est_config', '1', 'insert', NULL, '{"max": 30, "min": 0, "formula": "", "name_pole": "Модуль 1", "id_ebe_var": 1, "order_pole": 1, "row_version": 1, "id_est_config": 1, "info_or_value": 0, "pole_mark_mag": 1}');
INSERT INTO public.audit_log VALUES (730, '2026-11-26 00:52:14.611+00', NULL, 'est_config', '2', 'insert', NULL, '{"max": 30, "min": 0, "formula": "", "name_pole": "Модуль 2", "id_ebe_var": 1, "order_pole": 2, "row_version": 1, "id_est_config": 2, "info_or_value": 0, "pole_mark_mag": 1}');
INSERT INTO public.audit_log VALUES (731, '2026-11-26 00:52:14.611+00', NULL, 'est_config', '3', 'insert', NULL, '{"max": 40, "min": 0, "formula": "", "name_pole": "Итоговый контроль", "id_ebe_var": 1, "order_pole": 3, "row_version": 1, "id_est_config": 3, "info_or_value": 0, "pole_mark_mag": 1}');
INSERT INTO public.audit_log VALUES (819, '2026-11-26 00:52:14.611+00', NULL, 'plan_abit', '1', 'insert', NULL, '{"kol_b": 17, "kol_k": 31, "a_year": 23, "row_version": 1, "id_plan_abit": 1, "id_speciality": 1}');
INSERT INTO public.audit_log VALUES (820, '2026-11-26 00:52:14.611+00', NULL, 'plan_abit', '2', 'insert', NULL, '{"kol_b": 18, "kol_k": 33, "a_year": 24, "row_version": 1, "id_plan_abit": 2, "id_speciality": 1}');
INSERT INTO public.audit_log VALUES (821, '2026-11-26 00:52:14.611+00', NULL, 'plan_abit', '3', 'insert', NULL, '{"kol_b": 19, "kol_k": 35, "a_year": 25, "row_version": 1, "id_plan_abit": 3, "id_speciality": 1}');
INSERT INTO public.audit_log VALUES (995, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_gr_kolst', '1', 'insert', NULL, '{"kol_b": 19, "kol_k": 7, "id_w_s": 1, "id_group": 2, "id_a_year": 26, "row_version": 1, "id_rrnk_gr_kolst": 1}');
INSERT INTO public.audit_log VALUES (996, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_gr_kolst', '2', 'insert', NULL, '{"kol_b": 19, "kol_k": 7, "id_w_s": 2, "id_group": 2, "id_a_year": 26, "row_version": 1, "id_rrnk_gr_kolst": 2}');
INSERT INTO public.audit_log VALUES (997, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_gr_kolst', '3', 'insert', NULL, '{"kol_b": 10, "kol_k": 20, "id_w_s": 1, "id_group": 3, "id_a_year": 26, "row_version": 1, "id_rrnk_gr_kolst": 3}');
INSERT INTO public.audit_log VALUES (1588, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_doljnost', '2', 'insert', NULL, '{"chasy": 880, "id_a_year": 23, "n_doljnost": "Преподаватель", "row_version": 1, "id_rrnk_doljnost": 2}');
INSERT INTO public.audit_log VALUES (1549, '2026-11-26 00:52:14.611+00', NULL, 'ebe_detal', '1', 'insert', NULL, '{"id_ebe": 1, "beg_bal": 95.00, "ekv_num": 4.00, "end_bal": 100.00, "ekv_bukv": "A", "row_version": 1, "id_ebe_detal": 1}');
INSERT INTO public.audit_log VALUES (1550, '2026-11-26 00:52:14.611+00', NULL, 'ebe_detal', '2', 'insert', NULL, '{"id_ebe": 1, "beg_bal": 87.00, "ekv_num": 3.67, "end_bal": 94.00, "ekv_bukv": "A-", "row_version": 1, "id_ebe_detal": 2}');
INSERT INTO public.audit_log VALUES (1551, '2026-11-26 00:52:14.611+00', NULL, 'ebe_detal', '3', 'insert', NULL, '{"id_ebe": 2, "beg_bal": 83.00, "ekv_num": 3.33, "end_bal": 86.00, "ekv_bukv": "B+", "row_version": 1, "id_ebe_detal": 3}');
INSERT INTO public.audit_log VALUES (1587, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_doljnost', '1', 'insert', NULL, '{"chasy": 930, "id_a_year": 23, "n_doljnost": "Ассистент", "row_version": 1, "id_rrnk_doljnost": 1}');
INSERT INTO public.audit_log VALUES (1589, '2026-11-26 00:52:14.611+00', NULL, 'rrnk_doljnost', '3', 'insert', NULL, '{"chasy": 830, "id_a_year": 23, "n_doljnost": "Старший преподаватель", "row_version": 1, "id_rrnk_doljnost": 3}');
INSERT INTO public.audit_log VALUES (1624, '2026-11-26 00:52:14.611+00', NULL, 'discipline', '1', 'insert', NULL, '{"code": "Б.1.1", "name": "Кыргызский язык и литература", "name_en": "Kyrgyz Language and Literature", "name_kg": "Кыргыз тили жана адабияты", "row_version": 1, "id_discipline": 1, "id_vid_discipline": 1}');
INSERT INTO public.audit_log VALUES (1625, '2026-11-26 00:52:14.611+00', NULL, 'discipline', '2', 'insert', NULL, '{"code": "Б.1.2", "name": "Русский язык", "name_en": "Russian Language", "name_kg": "Орус тили", "row_version": 1, "id_discipline": 2, "id_vid_discipline": 1}');
INSERT INTO public.audit_log VALUES (1626, '2026-11-26 00:52:14.611+00', NULL, 'discipline', '3', 'insert', NULL, '{"code": "Б.1.3", "name": "Иностранный язык", "name_en": "Foreign Language", "name_kg": "Чет тили", "row_version": 1, "id_discipline": 3, "id_vid_discipline": 1}');
INSERT INTO public.audit_log VALUES (1648, '2026-11-26 00:52:14.611+00', NULL, 'korpus', '1', 'insert', NULL, '{"adres": "г. Бишкек, проспект Чуй, 219", "korpus": "Главный учебный корпус", "adres_en": "219 Chui Avenue, Bishkek", "adres_kg": "Бишкек ш., Чүй проспектиси, 219", "id_korpus": 1, "korpus_en": "Main Academic Building", "korpus_kg": "Башкы окуу корпусу", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1649, '2026-11-26 00:52:14.611+00', NULL, 'korpus', '2', 'insert', NULL, '{"adres": "г. Бишкек, ул. Токтогула, 125", "korpus": "Учебный корпус № 2 (инженерный)", "adres_en": "125 Toktogul Street, Bishkek", "adres_kg": "Бишкек ш., Токтогул көчөсү, 125", "id_korpus": 2, "korpus_en": "Academic Building No. 2 (Engineering)", "korpus_kg": "№ 2 окуу корпусу (инженердик)", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1650, '2026-11-26 00:52:14.611+00', NULL, 'korpus', '3', 'insert', NULL, '{"adres": "г. Бишкек, ул. Киевская, 77", "korpus": "Учебно-лабораторный корпус № 3", "adres_en": "77 Kievskaya Street, Bishkek", "adres_kg": "Бишкек ш., Киев көчөсү, 77", "id_korpus": 3, "korpus_en": "Teaching and Laboratory Building No. 3", "korpus_kg": "№ 3 окуу-лабораториялык корпусу", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1652, '2026-11-26 00:52:14.611+00', NULL, 'otdel', '1', 'insert', NULL, '{"otdel": "Учебный отдел", "id_otdel": 1, "otdel_en": "Academic Affairs Office", "otdel_kg": "Окуу бөлүмү", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1653, '2026-11-26 00:52:14.611+00', NULL, 'otdel', '2', 'insert', NULL, '{"otdel": "Отдел кадров", "id_otdel": 2, "otdel_en": "Human Resources Office", "otdel_kg": "Кадрлар бөлүмү", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1654, '2026-11-26 00:52:14.611+00', NULL, 'otdel', '3', 'insert', NULL, '{"otdel": "Бухгалтерия", "id_otdel": 3, "otdel_en": "Accounts Office", "otdel_kg": "Бухгалтерия", "row_version": 1}');
INSERT INTO public.audit_log VALUES (1659, '2026-11-26 00:52:14.611+00', NULL, 'specifics', '1', 'insert', NULL, '{"specifics": "Лекционная аудитория", "row_version": 1, "id_specifics": 1, "specifics_en": "Lecture hall", "specifics_kg": "Лекциялык аудитория", "short_specifics": "ЛК"}');
INSERT INTO public.audit_log VALUES (1660, '2026-11-26 00:52:14.611+00', NULL, 'specifics', '2', 'insert', NULL, '{"specifics": "Аудитория для практических занятий", "row_version": 1, "id_specifics": 2, "specifics_en": "Seminar room", "specifics_kg": "Практикалык сабактар үчүн аудитория", "short_specifics": "ПР"}');
INSERT INTO public.audit_log VALUES (1661, '2026-11-26 00:52:14.611+00', NULL, 'specifics', '3', 'insert', NULL, '{"specifics": "Компьютерный класс", "row_version": 1, "id_specifics": 3, "specifics_en": "Computer lab", "specifics_kg": "Компьютердик класс", "short_specifics": "КК"}');
INSERT INTO public.audit_log VALUES (1667, '2026-11-26 00:52:14.611+00', NULL, 'auditorium', '1', 'insert', NULL, '{"note": "Проектор, экран, звукоусиление", "number": "101", "square": 142.50, "contain": 120, "id_korpus": 1, "id_faculty": null, "id_kafedra": null, "id_otdel_1": 1, "row_version": 1, "id_specifics": 1, "id_auditorium": 1}');
INSERT INTO public.audit_log VALUES (1668, '2026-11-26 00:52:14.611+00', NULL, 'auditorium', '2', 'insert', NULL, '{"note": "Проектор, экран, звукоусиление", "number": "102", "square": 108.30, "contain": 90, "id_korpus": 1, "id_faculty": null, "id_kafedra": null, "id_otdel_1": 1, "row_version": 1, "id_specifics": 1, "id_auditorium": 2}');
INSERT INTO public.audit_log VALUES (1669, '2026-11-26 00:52:14.611+00', NULL, 'auditorium', '3', 'insert', NULL, '{"note": "24 компьютера, проектор, интерактивная доска", "number": "103", "square": 56.40, "contain": 24, "id_korpus": 1, "id_faculty": 1, "id_kafedra": null, "id_otdel_1": null, "row_version": 1, "id_specifics": 3, "id_auditorium": 3}');
INSERT INTO public.audit_log VALUES (1757, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_history', '1', 'insert', NULL, '{"since": "2018-09-01", "title": "д.э.н., профессор", "until": "2023-08-31", "id_faculty": 1, "member_name": "Абдымаликов Кыязбек Абдымаликович", "row_version": 1, "id_member_type": 1, "id_gak_member_history": 1}');
INSERT INTO public.audit_log VALUES (1758, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_history', '2', 'insert', NULL, '{"since": "2019-09-01", "title": "преподаватель", "until": "2022-06-30", "id_faculty": 1, "member_name": "Иванова Татьяна Сергеевна", "row_version": 1, "id_member_type": 4, "id_gak_member_history": 2}');
INSERT INTO public.audit_log VALUES (1759, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_history', '3', 'insert', NULL, '{"since": "2019-09-01", "title": "к.э.н., доцент", "until": "2021-06-30", "id_faculty": 1, "member_name": "Бекешов Азамат Тологонович", "row_version": 1, "id_member_type": 3, "id_gak_member_history": 3}');
INSERT INTO public.audit_log VALUES (1786, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_speciality', '1', 'insert', NULL, '{"title": "д.э.н., профессор", "id_faculty": 1, "id_special": 1, "member_name": "Абдыкаимов Талант Жумабекович", "row_version": 1, "id_member_type": 1, "id_gak_member_speciality": 1}');
INSERT INTO public.audit_log VALUES (1787, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_speciality', '2', 'insert', NULL, '{"title": "к.э.н., доцент", "id_faculty": 1, "id_special": 1, "member_name": "Ким Ирина Владимировна", "row_version": 1, "id_member_type": 3, "id_gak_member_speciality": 2}');
INSERT INTO public.audit_log VALUES (1788, '2026-11-26 00:52:14.611+00', NULL, 'gak_member_speciality', '3', 'insert', NULL, '{"title": "к.э.н., доцент", "id_faculty": 1, "id_special": 1, "member_name": "Осмоналиева Жылдыз Асанбековна", "row_version": 1, "id_member_type": 3, "id_gak_member_speciality": 3}');
INSERT INTO public.audit_log VALUES (1802, '2026-11-26 00:52:14.611+00', NULL, 'wiki_news', '1', 'insert', NULL, '{"url": "https://manual.example.kg/avn-structure/classrooms", "important": false, "questions": "Аудиторный фонд: как указать вместимость, площадь и специфику аудитории", "row_version": 1, "published_at": "2026-10-22T00:52:14.611+00:00", "questions_en": "Classrooms: how to enter the capacity, area and specifics of a room", "questions_kg": "Аудиториялык фонд: аудиториянын сыйымдуулугун, аянтын жана өзгөчөлүгүн кантип көрсөтүү керек", "id_question_answer": 1}');
INSERT INTO public.audit_log VALUES (1803, '2026-11-26 00:52:14.611+00', NULL, 'wiki_news', '2', 'insert', NULL, '{"url": "https://manual.example.kg/avn-structure/qualifications", "important": false, "questions": "Справочник квалификаций дополнен по классификатору 2024 года", "row_version": 1, "published_at": "2026-09-27T00:52:14.611+00:00", "questions_en": "", "questions_kg": "", "id_question_answer": 2}');
INSERT INTO public.audit_log VALUES (1804, '2026-11-26 00:52:14.611+00', NULL, 'wiki_news', '3', 'insert', NULL, '{"url": "https://manual.example.kg/avn-structure/grading-rules", "important": false, "questions": "Правила оценивания: настройка диапазонов баллов и буквенных оценок", "row_version": 1, "published_at": "2026-11-06T00:52:14.611+00:00", "questions_en": "Grading rules: setting point ranges and letter grades", "questions_kg": "Баалоо эрежелери: упай диапазондорун жана тамга бааларын жөндөө", "id_question_answer": 3}');
INSERT INTO public.audit_log VALUES (1808, '2026-11-26 00:52:14.611+00', NULL, 'avn_user', '1', 'insert', NULL, '{"name": "Демо", "role": "administrator", "login": "admin", "surname": "Администратор", "created_at": "2026-11-26T00:52:14.611+00:00", "patronymic": "", "disabled_at": null, "faculty_ids": [], "id_avn_user": 1, "row_version": 1, "all_faculties": false, "password_changed_at": null, "must_change_password": false}');
INSERT INTO public.audit_log VALUES (1809, '2026-11-26 00:52:16.31+00', NULL, 'software_licence', '1', 'insert', NULL, '{"id": 1, "row_version": 1, "installed_at": "2026-11-26T00:52:16.31+00:00", "licence_text": "eyJmb3JtYXQiOjEsIm9yZ2FuaXNhdGlvbiI6eyJuYW1lIjoi0JHQuNGI0LrQtdC60YHQutC40Lkg0LPQvtGB0YPQtNCw0YDRgdGC0LLQtdC90L3Ri9C5INGD0L3QuNCy0LXRgNGB0LjRgtC10YIg0Y3QutC-0L3QvtC80LjQutC4INC4INGC0LXRhdC90L7Qu9C-0LPQuNC5IiwiY29kZSI6IjAyMjg3MzUxIn0sInZhbGlkRnJvbSI6IjIwMDAtMDEtMDEiLCJ2YWxpZFVudGlsIjoiMjk5OS0xMi0zMSIsIm5vdGljZUZyb20iOiIyOTk5LTEyLTAxIiwiaXNzdWVkQXQiOiIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoifQ.mgv_Vb3lF4jpLPjY46P4woBxNCAazvR0UGW0ErlQ_1A6aY_Nry3ba7N5QQ1HM-ckkF_HkjHugHyohNSqqpAsDg"}');


--
-- Data for Name: auditorium; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.auditorium VALUES (1, 1, '101', 120, 142.50, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (2, 1, '102', 90, 108.30, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (3, 1, '103', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 1, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (4, 1, '104', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 1, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (5, 1, '105', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 1, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (6, 1, '106', 28, 47.00, 'Маркерная доска', 2, 1, NULL, 3, 1);
INSERT INTO public.auditorium VALUES (7, 1, '107', 30, 48.50, 'Маркерная доска', 2, 1, NULL, 4, 1);
INSERT INTO public.auditorium VALUES (8, 1, '108', 32, 44.00, 'Маркерная доска', 2, 1, NULL, 1, 1);
INSERT INTO public.auditorium VALUES (9, 1, '109', 28, 45.50, 'Маркерная доска', 2, 1, NULL, 2, 1);
INSERT INTO public.auditorium VALUES (10, 1, '110', 30, 47.00, 'Маркерная доска', 2, 1, NULL, 3, 1);
INSERT INTO public.auditorium VALUES (11, 1, '111', 32, 48.50, 'Маркерная доска', 2, 1, NULL, 4, 1);
INSERT INTO public.auditorium VALUES (12, 1, '112', 28, 44.00, 'Маркерная доска', 2, 1, NULL, 1, 1);
INSERT INTO public.auditorium VALUES (13, 1, '113', 30, 45.50, 'Маркерная доска', 2, 1, NULL, 2, 1);
INSERT INTO public.auditorium VALUES (14, 1, '114', 32, 47.00, 'Маркерная доска', 2, 1, NULL, 3, 1);
INSERT INTO public.auditorium VALUES (15, 1, '115', 28, 48.50, 'Маркерная доска', 2, 1, NULL, 4, 1);
INSERT INTO public.auditorium VALUES (16, 1, '116', 18, 62.75, 'Лабораторные столы, вытяжной шкаф', 4, 1, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (17, 1, '201', 120, 142.50, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (18, 1, '202', 90, 108.30, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (19, 1, '203', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 2, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (20, 1, '204', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 2, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (21, 1, '205', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 2, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (22, 1, '206', 28, 47.00, 'Маркерная доска', 2, 2, NULL, 7, 1);
INSERT INTO public.auditorium VALUES (23, 1, '207', 30, 48.50, 'Маркерная доска', 2, 2, NULL, 8, 1);
INSERT INTO public.auditorium VALUES (24, 1, '208', 32, 44.00, 'Маркерная доска', 2, 2, NULL, 5, 1);
INSERT INTO public.auditorium VALUES (25, 1, '209', 28, 45.50, 'Маркерная доска', 2, 2, NULL, 6, 1);
INSERT INTO public.auditorium VALUES (26, 1, '210', 30, 47.00, 'Маркерная доска', 2, 2, NULL, 7, 1);
INSERT INTO public.auditorium VALUES (27, 1, '211', 32, 48.50, 'Маркерная доска', 2, 2, NULL, 8, 1);
INSERT INTO public.auditorium VALUES (28, 1, '212', 28, 44.00, 'Маркерная доска', 2, 2, NULL, 5, 1);
INSERT INTO public.auditorium VALUES (29, 1, '213', 30, 45.50, 'Маркерная доска', 2, 2, NULL, 6, 1);
INSERT INTO public.auditorium VALUES (30, 1, '214', 32, 47.00, 'Маркерная доска', 2, 2, NULL, 7, 1);
INSERT INTO public.auditorium VALUES (31, 1, '215', 28, 48.50, 'Маркерная доска', 2, 2, NULL, 8, 1);
INSERT INTO public.auditorium VALUES (32, 1, '216', 18, 62.75, 'Лабораторные столы, вытяжной шкаф', 4, 2, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (33, 1, '301', 120, 142.50, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (34, 1, '302', 90, 108.30, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (35, 1, '303', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 3, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (36, 1, '304', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 3, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (37, 1, '305', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 3, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (38, 1, '306', 28, 47.00, 'Маркерная доска', 2, 3, NULL, 11, 1);
INSERT INTO public.auditorium VALUES (39, 1, '307', 30, 48.50, 'Маркерная доска', 2, 3, NULL, 12, 1);
INSERT INTO public.auditorium VALUES (40, 1, '308', 32, 44.00, 'Маркерная доска', 2, 3, NULL, 9, 1);
INSERT INTO public.auditorium VALUES (41, 1, '309', 28, 45.50, 'Маркерная доска', 2, 3, NULL, 10, 1);
INSERT INTO public.auditorium VALUES (42, 1, '310', 30, 47.00, 'Маркерная доска', 2, 3, NULL, 11, 1);
INSERT INTO public.auditorium VALUES (43, 1, '311', 32, 48.50, 'Маркерная доска', 2, 3, NULL, 12, 1);
INSERT INTO public.auditorium VALUES (44, 1, '312', 28, 44.00, 'Маркерная доска', 2, 3, NULL, 9, 1);
INSERT INTO public.auditorium VALUES (45, 1, '313', 30, 45.50, 'Маркерная доска', 2, 3, NULL, 10, 1);
INSERT INTO public.auditorium VALUES (46, 1, '314', 32, 47.00, 'Маркерная доска', 2, 3, NULL, 11, 1);
INSERT INTO public.auditorium VALUES (47, 1, '315', 28, 48.50, 'Маркерная доска', 2, 3, NULL, 12, 1);
INSERT INTO public.auditorium VALUES (48, 1, '316', 18, 62.75, 'Лабораторные столы, вытяжной шкаф', 4, 3, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (49, 1, '401', 120, 142.50, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (50, 1, '402', 90, 108.30, 'Проектор, экран, звукоусиление', 1, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (51, 1, '403', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 4, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (52, 1, '404', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 4, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (53, 1, '405', 24, 56.40, '24 компьютера, проектор, интерактивная доска', 3, 4, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (54, 1, '406', 28, 47.00, 'Маркерная доска', 2, 4, NULL, 15, 1);
INSERT INTO public.auditorium VALUES (55, 1, '407', 30, 48.50, 'Маркерная доска', 2, 4, NULL, 16, 1);
INSERT INTO public.auditorium VALUES (56, 1, '408', 32, 44.00, 'Маркерная доска', 2, 4, NULL, 13, 1);
INSERT INTO public.auditorium VALUES (57, 1, '409', 28, 45.50, 'Маркерная доска', 2, 4, NULL, 14, 1);
INSERT INTO public.auditorium VALUES (58, 1, '410', 30, 47.00, 'Маркерная доска', 2, 4, NULL, 15, 1);
INSERT INTO public.auditorium VALUES (59, 1, '411', 32, 48.50, 'Маркерная доска', 2, 4, NULL, 16, 1);
INSERT INTO public.auditorium VALUES (60, 1, '412', 28, 44.00, 'Маркерная доска', 2, 4, NULL, 13, 1);
INSERT INTO public.auditorium VALUES (61, 1, '413', 30, 45.50, 'Маркерная доска', 2, 4, NULL, 14, 1);
INSERT INTO public.auditorium VALUES (62, 1, '414', 32, 47.00, 'Маркерная доска', 2, 4, NULL, 15, 1);
INSERT INTO public.auditorium VALUES (63, 1, '415', 28, 48.50, 'Маркерная доска', 2, 4, NULL, 16, 1);
INSERT INTO public.auditorium VALUES (64, 1, '416', 18, 62.75, 'Лабораторные столы, вытяжной шкаф', 5, 4, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (65, 1, '100', 350, 420.00, 'Сцена, 350 мест, звуковое и световое оборудование', 7, NULL, 6, NULL, 1);
INSERT INTO public.auditorium VALUES (66, 1, 'Ч-1', 60, 180.40, 'Читальный зал научной библиотеки, Wi-Fi', 8, NULL, 7, NULL, 1);
INSERT INTO public.auditorium VALUES (67, 2, '2-101', 100, 118.00, 'Проектор, экран', 1, 5, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (68, 2, '2-102', 30, 46.20, 'Чертёжные столы', 2, 5, NULL, 20, 1);
INSERT INTO public.auditorium VALUES (69, 2, '2-103', 25, 72.50, 'Стенды по электротехнике', 4, 5, NULL, 18, 1);
INSERT INTO public.auditorium VALUES (70, 2, '2-104', 25, 70.00, 'Испытательный пресс, стенды строительных материалов', 4, 5, NULL, 17, 1);
INSERT INTO public.auditorium VALUES (71, 2, '2-105', 30, 45.80, 'Маркерная доска', 2, 5, NULL, 19, 1);
INSERT INTO public.auditorium VALUES (72, 2, '2-201', 20, 52.30, '20 компьютеров, сервер лаборатории', 3, 2, NULL, 5, 1);
INSERT INTO public.auditorium VALUES (73, 2, '2-202', 20, 52.30, '20 компьютеров, сетевое оборудование Cisco', 3, 2, NULL, 8, 1);
INSERT INTO public.auditorium VALUES (74, 2, '2-203', 24, 55.00, '24 компьютера, 3D-принтер', 3, 2, NULL, 6, 1);
INSERT INTO public.auditorium VALUES (75, 2, '2-204', 30, 44.10, 'Маркерная доска, проектор', 2, 2, NULL, 7, 1);
INSERT INTO public.auditorium VALUES (76, 2, '2-205', 12, 30.60, 'Кабинет методиста', 2, NULL, 1, NULL, 1);
INSERT INTO public.auditorium VALUES (77, 2, '2-206', 8, 24.00, 'Серверная', 4, NULL, 6, NULL, 1);
INSERT INTO public.auditorium VALUES (78, 3, '3-101', 80, 96.00, 'Проектор, экран', 1, 6, NULL, NULL, 1);
INSERT INTO public.auditorium VALUES (79, 3, '3-102', 16, 38.50, '16 рабочих мест с гарнитурами', 5, 4, NULL, 13, 1);
INSERT INTO public.auditorium VALUES (80, 3, '3-103', 16, 38.50, '16 рабочих мест с гарнитурами', 5, 4, NULL, 14, 1);
INSERT INTO public.auditorium VALUES (81, 3, '3-104', 25, 40.20, 'Кабинет психологической разгрузки', 2, 6, NULL, 21, 1);
INSERT INTO public.auditorium VALUES (82, 3, '3-105', 25, 41.00, 'Маркерная доска', 2, 6, NULL, 22, 1);
INSERT INTO public.auditorium VALUES (83, 3, '3-201', 15, 48.70, 'Лаборатория психодиагностики', 4, 6, NULL, 21, 1);
INSERT INTO public.auditorium VALUES (84, 3, '3-202', 10, 32.00, 'Переговорная, видеосвязь', 2, NULL, 5, NULL, 1);
INSERT INTO public.auditorium VALUES (85, 3, '3-203', 6, 28.40, 'Архив', 2, NULL, 2, NULL, 1);
INSERT INTO public.auditorium VALUES (86, 3, '3-204', 20, 44.00, 'Семинарская научного отдела', 2, NULL, 4, NULL, 1);
INSERT INTO public.auditorium VALUES (87, 4, 'СЗ-1', 60, 864.00, 'Большой игровой зал: баскетбол, волейбол, мини-футбол', 6, 6, NULL, 23, 1);
INSERT INTO public.auditorium VALUES (88, 4, 'СЗ-2', 30, 288.00, 'Малый зал: борьба, гимнастика', 6, 6, NULL, 23, 1);
INSERT INTO public.auditorium VALUES (89, 4, 'СЗ-3', 20, 150.50, 'Тренажёрный зал', 6, 6, NULL, 23, 1);
INSERT INTO public.auditorium VALUES (90, 4, 'СЗ-4', 25, 96.00, 'Зал настольного тенниса', 6, 6, NULL, 23, 1);


--
-- Data for Name: avn_user; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.avn_user VALUES (1, 'admin', 'scrypt$16384$8$1$gkylvAaPaWGoq6zCu8iz-A$rQ___Hkjv_0B_kmiJXBx1HEqVm3rCNyWAel-L5G5n6I', 'Администратор', 'Демо', '', '2026-11-26 00:52:14.611+00', false, NULL, 'administrator', false, '{}', NULL, 1);


--
-- Data for Name: com_ebef_est; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.com_ebef_est VALUES (9, 3, 1, '5, 4, 3, 2', 2);
INSERT INTO public.com_ebef_est VALUES (5, 2, 1, 'A — 5, B — 4, C — 4, D — 3, E — 3, FX — 2, F — 2', 2);
INSERT INTO public.com_ebef_est VALUES (1, 1, 1, '5, 4, 3, 2', 2);
INSERT INTO public.com_ebef_est VALUES (10, 3, 2, '5 — отлично, 4 — хорошо, 3 — удовлетворительно, 2 — неудовлетворительно', 2);
INSERT INTO public.com_ebef_est VALUES (6, 2, 2, 'A — отлично, B — очень хорошо, C — хорошо, D — удовлетворительно, E — посредственно, FX — неудовлетворительно с правом пересдачи, F — неудовлетворительно', 2);
INSERT INTO public.com_ebef_est VALUES (2, 1, 2, '5 — отлично (эң жакшы, excellent), 4 — хорошо (жакшы, good), 3 — удовлетворительно (канааттандырарлык, satisfactory), 2 — неудовлетворительно (канааттандырарлык эмес, fail)', 2);
INSERT INTO public.com_ebef_est VALUES (11, 3, 3, 'A, A-, B+, B, B-, C+, C, C-, F', 2);
INSERT INTO public.com_ebef_est VALUES (7, 2, 3, 'A, B, C, D, E, FX, F (ECTS)', 2);
INSERT INTO public.com_ebef_est VALUES (3, 1, 3, 'A, A-, B+, B, B-, C+, C, C-, FX, F', 2);
INSERT INTO public.com_ebef_est VALUES (12, 3, 4, '0–100: текущий контроль до 40, экзамен до 60', 2);
INSERT INTO public.com_ebef_est VALUES (8, 2, 4, '0–100', 2);
INSERT INTO public.com_ebef_est VALUES (4, 1, 4, '0–100: сумма баллов модулей и итогового контроля', 2);


--
-- Data for Name: com_gspe; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.com_gspe VALUES (1, 1, 1, 1, 1);
INSERT INTO public.com_gspe VALUES (2, 1, 1, 2, 1);
INSERT INTO public.com_gspe VALUES (3, 2, 2, 1, 1);
INSERT INTO public.com_gspe VALUES (4, 2, 2, 2, 1);
INSERT INTO public.com_gspe VALUES (5, 3, 3, 1, 1);
INSERT INTO public.com_gspe VALUES (6, 4, 4, 1, 1);
INSERT INTO public.com_gspe VALUES (7, 4, 4, 2, 1);
INSERT INTO public.com_gspe VALUES (8, 5, 5, 1, 1);
INSERT INTO public.com_gspe VALUES (9, 6, 6, 1, 1);
INSERT INTO public.com_gspe VALUES (10, 6, 6, 2, 1);
INSERT INTO public.com_gspe VALUES (11, 7, 7, 1, 1);
INSERT INTO public.com_gspe VALUES (12, 8, 8, 1, 1);
INSERT INTO public.com_gspe VALUES (13, 8, 8, 2, 1);
INSERT INTO public.com_gspe VALUES (14, 9, 9, 1, 1);
INSERT INTO public.com_gspe VALUES (15, 9, 9, 2, 1);
INSERT INTO public.com_gspe VALUES (16, 10, 10, 1, 1);
INSERT INTO public.com_gspe VALUES (17, 11, 11, 1, 1);
INSERT INTO public.com_gspe VALUES (18, 12, 12, 1, 1);
INSERT INTO public.com_gspe VALUES (19, 13, 13, 1, 1);
INSERT INTO public.com_gspe VALUES (20, 14, 14, 1, 1);
INSERT INTO public.com_gspe VALUES (21, 14, 14, 2, 1);
INSERT INTO public.com_gspe VALUES (22, 15, 15, 1, 1);
INSERT INTO public.com_gspe VALUES (23, 15, 15, 2, 1);
INSERT INTO public.com_gspe VALUES (24, 16, 16, 1, 1);
INSERT INTO public.com_gspe VALUES (25, 17, 17, 1, 1);
INSERT INTO public.com_gspe VALUES (26, 17, 17, 2, 1);
INSERT INTO public.com_gspe VALUES (27, 18, 18, 1, 1);
INSERT INTO public.com_gspe VALUES (28, 18, 18, 2, 1);
INSERT INTO public.com_gspe VALUES (29, 19, 19, 1, 1);
INSERT INTO public.com_gspe VALUES (30, 19, 19, 2, 1);
INSERT INTO public.com_gspe VALUES (31, 20, 20, 1, 1);
INSERT INTO public.com_gspe VALUES (32, 20, 20, 2, 1);
INSERT INTO public.com_gspe VALUES (33, 21, 21, 1, 1);
INSERT INTO public.com_gspe VALUES (34, 22, 22, 1, 1);
INSERT INTO public.com_gspe VALUES (35, 23, 23, 1, 1);
INSERT INTO public.com_gspe VALUES (36, 23, 23, 2, 1);
INSERT INTO public.com_gspe VALUES (37, 24, 24, 1, 1);
INSERT INTO public.com_gspe VALUES (38, 25, 25, 1, 1);
INSERT INTO public.com_gspe VALUES (39, 26, 26, 1, 1);
INSERT INTO public.com_gspe VALUES (40, 26, 26, 2, 1);
INSERT INTO public.com_gspe VALUES (41, 27, 27, 1, 1);
INSERT INTO public.com_gspe VALUES (42, 28, 28, 1, 1);
INSERT INTO public.com_gspe VALUES (43, 29, 29, 1, 1);
INSERT INTO public.com_gspe VALUES (44, 29, 29, 2, 1);
INSERT INTO public.com_gspe VALUES (45, 30, 30, 1, 1);
INSERT INTO public.com_gspe VALUES (46, 30, 30, 2, 1);
INSERT INTO public.com_gspe VALUES (47, 31, 31, 1, 1);
INSERT INTO public.com_gspe VALUES (48, 31, 31, 2, 1);
INSERT INTO public.com_gspe VALUES (49, 32, 32, 1, 1);
INSERT INTO public.com_gspe VALUES (50, 33, 33, 1, 1);
INSERT INTO public.com_gspe VALUES (51, 33, 33, 2, 1);
INSERT INTO public.com_gspe VALUES (52, 34, 34, 1, 1);
INSERT INTO public.com_gspe VALUES (53, 34, 34, 2, 1);
INSERT INTO public.com_gspe VALUES (54, 35, 35, 1, 1);
INSERT INTO public.com_gspe VALUES (55, 35, 35, 2, 1);
INSERT INTO public.com_gspe VALUES (56, 36, 36, 1, 1);
INSERT INTO public.com_gspe VALUES (57, 37, 37, 1, 1);
INSERT INTO public.com_gspe VALUES (58, 37, 37, 2, 1);
INSERT INTO public.com_gspe VALUES (59, 38, 38, 1, 1);
INSERT INTO public.com_gspe VALUES (60, 39, 39, 1, 1);
INSERT INTO public.com_gspe VALUES (61, 39, 39, 2, 1);
INSERT INTO public.com_gspe VALUES (62, 40, 40, 1, 1);
INSERT INTO public.com_gspe VALUES (63, 40, 40, 2, 1);
INSERT INTO public.com_gspe VALUES (64, 41, 41, 1, 1);
INSERT INTO public.com_gspe VALUES (65, 41, 41, 2, 1);
INSERT INTO public.com_gspe VALUES (66, 42, 42, 1, 1);
INSERT INTO public.com_gspe VALUES (67, 42, 42, 2, 1);
INSERT INTO public.com_gspe VALUES (68, 43, 43, 1, 1);
INSERT INTO public.com_gspe VALUES (69, 43, 43, 2, 1);
INSERT INTO public.com_gspe VALUES (70, 44, 44, 1, 1);


--
-- Data for Name: direction; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.direction VALUES (1, '580100', 'Экономика', 'Экономика', 'Economics', false, 1);
INSERT INTO public.direction VALUES (2, '580200', 'Менеджмент', 'Менеджмент', 'Management', false, 1);
INSERT INTO public.direction VALUES (3, '580300', 'Торговое дело', 'Соода иши', 'Trade and Commerce', true, 1);
INSERT INTO public.direction VALUES (4, '580400', 'Государственное и муниципальное управление', 'Мамлекеттик жана муниципалдык башкаруу', 'State and Municipal Administration', false, 1);
INSERT INTO public.direction VALUES (5, '580500', 'Бизнес-информатика', 'Бизнес-информатика', 'Business Informatics', true, 1);
INSERT INTO public.direction VALUES (6, '580700', 'Туризм', 'Туризм', 'Tourism', true, 1);
INSERT INTO public.direction VALUES (7, '710100', 'Информатика и вычислительная техника', 'Информатика жана эсептөө техникасы', 'Informatics and Computer Engineering', false, 1);
INSERT INTO public.direction VALUES (8, '710200', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', false, 1);
INSERT INTO public.direction VALUES (9, '710300', 'Прикладная информатика', 'Колдонмо информатика', 'Applied Informatics', true, 1);
INSERT INTO public.direction VALUES (10, '710400', 'Программная инженерия', 'Программалык инженерия', 'Software Engineering', false, 1);
INSERT INTO public.direction VALUES (11, '710500', 'Информационная безопасность', 'Маалыматтык коопсуздук', 'Information Security', true, 1);
INSERT INTO public.direction VALUES (12, '510200', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true, 1);
INSERT INTO public.direction VALUES (13, '530500', 'Юриспруденция', 'Юриспруденция', 'Law (Jurisprudence)', false, 1);
INSERT INTO public.direction VALUES (14, '530600', 'Таможенное дело', 'Бажы иши', 'Customs Affairs', true, 1);
INSERT INTO public.direction VALUES (15, '520300', 'Филология', 'Филология', 'Philology', false, 1);
INSERT INTO public.direction VALUES (16, '520500', 'Лингвистика', 'Лингвистика', 'Linguistics', true, 1);
INSERT INTO public.direction VALUES (17, '531100', 'Международные отношения', 'Эл аралык мамилелер', 'International Relations', true, 1);
INSERT INTO public.direction VALUES (18, '520600', 'Журналистика', 'Журналистика', 'Journalism', true, 1);
INSERT INTO public.direction VALUES (19, '750500', 'Строительство', 'Курулуш', 'Civil Engineering (Construction)', false, 1);
INSERT INTO public.direction VALUES (20, '640200', 'Электроэнергетика и электротехника', 'Электр энергетикасы жана электр техникасы', 'Electric Power and Electrical Engineering', true, 1);
INSERT INTO public.direction VALUES (21, '670300', 'Технология транспортных процессов', 'Транспорттук процесстердин технологиясы', 'Transport Process Technology', true, 1);
INSERT INTO public.direction VALUES (22, '750100', 'Архитектура', 'Архитектура', 'Architecture', true, 1);
INSERT INTO public.direction VALUES (23, '550100', 'Педагогика', 'Педагогика', 'Pedagogy (Education)', true, 1);
INSERT INTO public.direction VALUES (24, '550500', 'Специальное (дефектологическое) образование', 'Атайын (дефектологиялык) билим берүү', 'Special Needs (Defectological) Education', true, 1);
INSERT INTO public.direction VALUES (25, '530300', 'Психология', 'Психология', 'Psychology', true, 1);


--
-- Data for Name: discipline; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.discipline VALUES (1, 'Б.1.1', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', 1, 1);
INSERT INTO public.discipline VALUES (2, 'Б.1.2', 'Русский язык', 'Орус тили', 'Russian Language', 1, 1);
INSERT INTO public.discipline VALUES (3, 'Б.1.3', 'Иностранный язык', 'Чет тили', 'Foreign Language', 1, 1);
INSERT INTO public.discipline VALUES (4, 'Б.1.4', 'История Кыргызстана', 'Кыргызстандын тарыхы', 'History of Kyrgyzstan', 1, 1);
INSERT INTO public.discipline VALUES (5, 'Б.1.5', 'Манасоведение', 'Манас таануу', 'Manas Studies', 1, 1);
INSERT INTO public.discipline VALUES (6, 'Б.1.6', 'Философия', 'Философия', 'Philosophy', 1, 1);
INSERT INTO public.discipline VALUES (7, 'Б.1.7', 'География Кыргызстана', 'Кыргызстандын географиясы', 'Geography of Kyrgyzstan', 1, 1);
INSERT INTO public.discipline VALUES (8, 'Б.1.В.1', 'Культурология', 'Маданият таануу', 'Cultural Studies', 2, 1);
INSERT INTO public.discipline VALUES (9, 'Б.2.1', 'Математика', 'Математика', 'Mathematics', 1, 1);
INSERT INTO public.discipline VALUES (10, 'Б.2.2', 'Информатика', 'Информатика', 'Computer Science', 1, 1);
INSERT INTO public.discipline VALUES (11, 'Б.2.3', 'Экология и устойчивое развитие', 'Экология жана туруктуу өнүгүү', 'Ecology and Sustainable Development', 1, 1);
INSERT INTO public.discipline VALUES (12, 'Б.3.1', 'Экономическая теория', 'Экономикалык теория', 'Economic Theory', 1, 1);
INSERT INTO public.discipline VALUES (13, 'Б.3.2', 'Бухгалтерский учёт', 'Бухгалтердик эсеп', 'Accounting', 1, 1);
INSERT INTO public.discipline VALUES (14, 'Б.3.3', 'Основы программирования', 'Программалоонун негиздери', 'Fundamentals of Programming', 1, 1);
INSERT INTO public.discipline VALUES (15, 'Б.3.4', 'Базы данных', 'Маалыматтар базалары', 'Databases', 1, 1);
INSERT INTO public.discipline VALUES (16, 'Б.3.5', 'Теория государства и права', 'Мамлекет жана укук теориясы', 'Theory of State and Law', 1, 1);
INSERT INTO public.discipline VALUES (17, 'Б.3.6', 'Гражданское право', 'Жарандык укук', 'Civil Law', 1, 1);
INSERT INTO public.discipline VALUES (18, 'Б.3.7', 'Общая психология', 'Жалпы психология', 'General Psychology', 1, 1);
INSERT INTO public.discipline VALUES (19, 'Б.3.В.1', 'Деловой этикет', 'Иш этикети', 'Business Etiquette', 2, 1);
INSERT INTO public.discipline VALUES (20, 'Б.3.В.2', 'Веб-программирование', 'Веб-программалоо', 'Web Programming', 2, 1);
INSERT INTO public.discipline VALUES (21, 'Б.3.В.3', 'Психология управления', 'Башкаруу психологиясы', 'Management Psychology', 2, 1);
INSERT INTO public.discipline VALUES (22, 'Б.4.1', 'Физическая культура', 'Дене тарбия', 'Physical Education', 1, 1);
INSERT INTO public.discipline VALUES (23, 'ФТД.1', 'Шахматы', 'Шахмат', 'Chess', 3, 1);
INSERT INTO public.discipline VALUES (24, 'ФТД.2', 'Основы ораторского искусства', 'Чечендик өнөрдүн негиздери', 'Fundamentals of Public Speaking', 3, 1);


--
-- Data for Name: ebe; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ebe VALUES (1, 1, 87.00, 100.00, '5', 1);
INSERT INTO public.ebe VALUES (2, 1, 74.00, 86.00, '4', 1);
INSERT INTO public.ebe VALUES (3, 1, 61.00, 73.00, '3', 1);
INSERT INTO public.ebe VALUES (4, 1, 0.00, 60.00, '2', 1);
INSERT INTO public.ebe VALUES (5, 2, 90.00, 100.00, 'A', 1);
INSERT INTO public.ebe VALUES (6, 2, 80.00, 89.00, 'B', 1);
INSERT INTO public.ebe VALUES (7, 2, 70.00, 79.00, 'C', 1);
INSERT INTO public.ebe VALUES (8, 2, 65.00, 69.00, 'D', 1);
INSERT INTO public.ebe VALUES (9, 2, 61.00, 64.00, 'E', 1);
INSERT INTO public.ebe VALUES (10, 2, 41.00, 60.00, 'FX', 1);
INSERT INTO public.ebe VALUES (11, 2, 0.00, 40.00, 'F', 1);
INSERT INTO public.ebe VALUES (12, 3, 90.00, 100.00, '5', 1);
INSERT INTO public.ebe VALUES (13, 3, 75.00, 89.00, '4', 1);
INSERT INTO public.ebe VALUES (14, 3, 60.00, 74.00, '3', 1);
INSERT INTO public.ebe VALUES (15, 3, 0.00, 59.00, '2', 1);


--
-- Data for Name: ebe_detal; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ebe_detal VALUES (1, 1, 95.00, 100.00, 4.00, 'A', 1);
INSERT INTO public.ebe_detal VALUES (2, 1, 87.00, 94.00, 3.67, 'A-', 1);
INSERT INTO public.ebe_detal VALUES (3, 2, 83.00, 86.00, 3.33, 'B+', 1);
INSERT INTO public.ebe_detal VALUES (4, 2, 78.00, 82.00, 3.00, 'B', 1);
INSERT INTO public.ebe_detal VALUES (5, 2, 74.00, 77.00, 2.67, 'B-', 1);
INSERT INTO public.ebe_detal VALUES (6, 3, 70.00, 73.00, 2.33, 'C+', 1);
INSERT INTO public.ebe_detal VALUES (7, 3, 65.00, 69.00, 2.00, 'C', 1);
INSERT INTO public.ebe_detal VALUES (8, 3, 61.00, 64.00, 1.67, 'C-', 1);
INSERT INTO public.ebe_detal VALUES (9, 4, 51.00, 60.00, 0.00, 'FX', 1);
INSERT INTO public.ebe_detal VALUES (10, 4, 0.00, 50.00, 0.00, 'F', 1);
INSERT INTO public.ebe_detal VALUES (11, 5, 90.00, 100.00, 5.00, 'A', 1);
INSERT INTO public.ebe_detal VALUES (12, 6, 80.00, 89.00, 4.00, 'B', 1);
INSERT INTO public.ebe_detal VALUES (13, 7, 70.00, 79.00, 4.00, 'C', 1);
INSERT INTO public.ebe_detal VALUES (14, 8, 65.00, 69.00, 3.00, 'D', 1);
INSERT INTO public.ebe_detal VALUES (15, 9, 61.00, 64.00, 3.00, 'E', 1);
INSERT INTO public.ebe_detal VALUES (16, 10, 41.00, 60.00, 2.00, 'FX', 1);
INSERT INTO public.ebe_detal VALUES (17, 11, 0.00, 40.00, 2.00, 'F', 1);
INSERT INTO public.ebe_detal VALUES (18, 12, 95.00, 100.00, 4.00, 'A', 1);
INSERT INTO public.ebe_detal VALUES (19, 12, 90.00, 94.00, 3.67, 'A-', 1);
INSERT INTO public.ebe_detal VALUES (20, 13, 85.00, 89.00, 3.33, 'B+', 1);
INSERT INTO public.ebe_detal VALUES (21, 13, 80.00, 84.00, 3.00, 'B', 1);
INSERT INTO public.ebe_detal VALUES (22, 13, 75.00, 79.00, 2.67, 'B-', 1);
INSERT INTO public.ebe_detal VALUES (23, 14, 70.00, 74.00, 2.33, 'C+', 1);
INSERT INTO public.ebe_detal VALUES (24, 14, 65.00, 69.00, 2.00, 'C', 1);
INSERT INTO public.ebe_detal VALUES (25, 14, 60.00, 64.00, 1.67, 'C-', 1);
INSERT INTO public.ebe_detal VALUES (26, 15, 0.00, 59.00, 0.00, 'F', 1);


--
-- Data for Name: ebe_var; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ebe_var VALUES (1, '1', 0.00, 100.00, 1);
INSERT INTO public.ebe_var VALUES (2, '2', 0.00, 100.00, 1);
INSERT INTO public.ebe_var VALUES (3, '3', 0.00, 100.00, 1);


--
-- Data for Name: est_config; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.est_config VALUES (1, 1, 1, 'Модуль 1', 0, 1, '', 0, 30, 1);
INSERT INTO public.est_config VALUES (2, 1, 2, 'Модуль 2', 0, 1, '', 0, 30, 1);
INSERT INTO public.est_config VALUES (3, 1, 3, 'Итоговый контроль', 0, 1, '', 0, 40, 1);
INSERT INTO public.est_config VALUES (4, 1, 4, 'Итого', 1, 1, 'P1+P2+P3', 0, 100, 1);
INSERT INTO public.est_config VALUES (5, 2, 1, 'Модуль 1', 0, 1, '', 0, 30, 1);
INSERT INTO public.est_config VALUES (6, 2, 2, 'Модуль 2', 0, 1, '', 0, 30, 1);
INSERT INTO public.est_config VALUES (7, 2, 3, 'Итоговый контроль', 0, 1, '', 0, 40, 1);
INSERT INTO public.est_config VALUES (8, 2, 4, 'Итого', 1, 1, 'P1+P2+P3', 0, 100, 1);
INSERT INTO public.est_config VALUES (9, 3, 1, 'Текущий контроль', 0, 1, '', 0, 40, 1);
INSERT INTO public.est_config VALUES (10, 3, 2, 'Экзамен', 0, 1, '', 0, 60, 1);
INSERT INTO public.est_config VALUES (11, 3, 3, 'Итого', 1, 1, 'P1+P2', 0, 100, 1);


--
-- Data for Name: estimation_form; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.estimation_form VALUES (1, 'numeric', 'Цифровая', 'Сандык', 'Numeric', 1, 1);
INSERT INTO public.estimation_form VALUES (2, 'word', 'Словесная', 'Сөз менен', 'In words', 2, 1);
INSERT INTO public.estimation_form VALUES (3, 'letter', 'Буквенная', 'Тамгалык', 'Letter', 3, 1);
INSERT INTO public.estimation_form VALUES (4, 'points', 'Балльная', 'Баллдык', 'In points', 4, 1);


--
-- Data for Name: f_educ; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.f_educ VALUES (1, 'ОФО', 'Очная форма обучения (бакалавриат)', 'Күндүзгү окуу формасы (бакалавриат)', 'Full-time study (bachelor''s)', 'очная', 0, 4, 1, 'бакалавриат', 1, false, 1);
INSERT INTO public.f_educ VALUES (2, 'ЗФО', 'Заочная форма обучения (бакалавриат)', 'Сырттан окуу формасы (бакалавриат)', 'Part-time extramural study (bachelor''s)', 'заочная', 1, 5, 2, 'бакалавриат', 1, false, 1);
INSERT INTO public.f_educ VALUES (3, 'ДОТ', 'Заочная форма с применением дистанционных образовательных технологий (бакалавриат)', 'Аралыктан окутуу технологияларын колдонуу менен сырттан окуу (бакалавриат)', 'Distance learning (bachelor''s)', 'заочная', 1, 5, 3, 'бакалавриат', 1, true, 1);
INSERT INTO public.f_educ VALUES (4, 'ОФО-М', 'Очная форма обучения (магистратура)', 'Күндүзгү окуу формасы (магистратура)', 'Full-time study (master''s)', 'очная', 0, 2, 1, 'магистратура', 2, false, 1);
INSERT INTO public.f_educ VALUES (5, 'ЗФО-М', 'Заочная форма обучения (магистратура)', 'Сырттан окуу формасы (магистратура)', 'Part-time extramural study (master''s)', 'заочная', 1, 3, 2, 'магистратура', 2, true, 1);
INSERT INTO public.f_educ VALUES (6, 'ОФО-С', 'Очная форма обучения (специалитет)', 'Күндүзгү окуу формасы (адистик)', 'Full-time study (specialist degree)', 'очная', 0, 5, 1, 'специалитет', 3, true, 1);
INSERT INTO public.f_educ VALUES (7, 'АСП', 'Очная аспирантура', 'Күндүзгү аспирантура', 'Full-time postgraduate study (aspirantura)', 'очная', 0, 3, 1, 'аспирантура', 4, true, 1);
INSERT INTO public.f_educ VALUES (8, 'PhD', 'Докторантура PhD (очная)', 'PhD докторантурасы (күндүзгү)', 'Full-time doctoral study (PhD)', 'очная', 0, 3, 1, 'докторантура', 5, true, 1);


--
-- Data for Name: f_educ_prog; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.f_educ_prog VALUES (1, 'Бакалавриат', 'Бакалавриат', 'Bachelor''s programme', 1);
INSERT INTO public.f_educ_prog VALUES (2, 'Магистратура', 'Магистратура', 'Master''s programme', 1);
INSERT INTO public.f_educ_prog VALUES (3, 'Специалитет', 'Адистик', 'Specialist programme', 1);
INSERT INTO public.f_educ_prog VALUES (4, 'Аспирантура', 'Аспирантура', 'Postgraduate study (aspirantura)', 1);
INSERT INTO public.f_educ_prog VALUES (5, 'Докторантура (PhD)', 'Докторантура (PhD)', 'Doctoral programme (PhD)', 1);


--
-- Data for Name: f_educ_vid; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.f_educ_vid VALUES (1, 'Очная', 'Күндүзгү', 'Full-time', 1);
INSERT INTO public.f_educ_vid VALUES (2, 'Заочная', 'Сырттан', 'Part-time (extramural)', 1);
INSERT INTO public.f_educ_vid VALUES (3, 'Дистанционная', 'Аралыктан', 'Distance', 1);
INSERT INTO public.f_educ_vid VALUES (4, 'Вечерняя', 'Кечки', 'Evening', 1);


--
-- Data for Name: faculty; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.faculty VALUES (1, 1, 'ФЭМ', 'ЭМФ', 'FEM', 'Факультет экономики и менеджмента', 'Экономика жана менеджмент факультети', 'Faculty of Economics and Management', 'Джумабаева Айгуль Токтосуновна', 1);
INSERT INTO public.faculty VALUES (2, 1, 'ФИТ', 'МТФ', 'FIT', 'Факультет информационных технологий', 'Маалыматтык технологиялар факультети', 'Faculty of Information Technology', 'Осмонов Бакыт Асанович', 1);
INSERT INTO public.faculty VALUES (3, 1, 'ЮФ', 'ЮФ', 'FL', 'Юридический факультет', 'Юридикалык факультет', 'Faculty of Law', 'Исаков Нурлан Мукашевич', 1);
INSERT INTO public.faculty VALUES (4, 1, 'ФИЯМО', 'ЧТЭМФ', 'FFLIR', 'Факультет иностранных языков и международных отношений', 'Чет тилдер жана эл аралык мамилелер факультети', 'Faculty of Foreign Languages and International Relations', 'Петрова Елена Викторовна', 1);
INSERT INTO public.faculty VALUES (5, 1, 'ИТФ', 'ИТФ', 'FET', 'Инженерно-технический факультет', 'Инженердик-техникалык факультет', 'Faculty of Engineering and Technology', 'Токтогулов Эрлан Жумабекович', 1);
INSERT INTO public.faculty VALUES (6, 1, 'ФПП', 'ППФ', 'FPP', 'Факультет педагогики и психологии', 'Педагогика жана психология факультети', 'Faculty of Pedagogy and Psychology', 'Мамбетова Гульнара Сагынбековна', 1);


--
-- Data for Name: gak_member_history; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.gak_member_history VALUES (1, 1, 1, 'Абдымаликов Кыязбек Абдымаликович', 'д.э.н., профессор', '2018-09-01', '2023-08-31', 1);
INSERT INTO public.gak_member_history VALUES (2, 1, 4, 'Иванова Татьяна Сергеевна', 'преподаватель', '2019-09-01', '2022-06-30', 1);
INSERT INTO public.gak_member_history VALUES (3, 1, 3, 'Бекешов Азамат Тологонович', 'к.э.н., доцент', '2019-09-01', '2021-06-30', 1);
INSERT INTO public.gak_member_history VALUES (4, 1, 4, 'Ким Ирина Владимировна', 'ст. преподаватель', '2017-09-01', '2020-08-31', 1);
INSERT INTO public.gak_member_history VALUES (5, 1, 3, 'Ким Ирина Владимировна', 'к.э.н., доцент', '2020-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (6, 1, 1, 'Сыдыков Бакытбек Кенешович', 'д.э.н., профессор', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (7, 1, 2, 'Джумабаева Айгуль Токтосуновна', 'к.э.н., доцент', '2021-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (8, 1, 3, 'Осмоналиева Жылдыз Асанбековна', 'к.э.н., доцент', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (9, 1, 3, 'Токтосунов Мирлан Жусупович', 'ст. преподаватель', '2024-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (10, 1, 4, 'Алымкулова Нургуль Бекболотовна', 'ст. преподаватель', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (11, 2, 1, 'Бейшеналиев Асылбек Сатыбалдиевич', 'д.ф.-м.н., профессор', '2016-09-01', '2022-08-31', 1);
INSERT INTO public.gak_member_history VALUES (12, 2, 4, 'Жээнбекова Асель Руслановна', 'ст. преподаватель', '2019-09-01', '2023-06-30', 1);
INSERT INTO public.gak_member_history VALUES (13, 2, 1, 'Касымов Эркин Маратович', 'д.т.н., профессор', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (14, 2, 2, 'Осмонов Бакыт Асанович', 'к.т.н., доцент', '2020-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (15, 2, 3, 'Мусаева Гульзат Таалайбековна', 'к.т.н., доцент', '2021-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (16, 2, 3, 'Петров Алексей Николаевич', 'к.ф.-м.н., доцент', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (17, 2, 3, 'Абдраимов Нурлан Кубанычбекович', 'ст. преподаватель, магистр информатики', '2024-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (18, 2, 4, 'Сатарова Айзада Маратовна', 'преподаватель', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (19, 3, 1, 'Мукамбетов Айбек Канатович', 'д.ю.н., профессор', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (20, 3, 2, 'Исаков Нурлан Мукашевич', 'к.ю.н., доцент', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (21, 3, 3, 'Сулайманова Динара Эркиновна', 'к.ю.н., доцент', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (22, 3, 3, 'Шаршеев Темирлан Бакирович', 'к.ю.н., ст. преподаватель', '2024-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (23, 3, 4, 'Орозбекова Мээрим Алмазбековна', 'преподаватель', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (24, 5, 1, 'Чынгышев Эмил Жолдошевич', 'д.т.н., профессор', '2021-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (25, 5, 2, 'Токтогулов Эрлан Жумабекович', 'к.т.н., доцент', '2021-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (26, 5, 3, 'Лебедев Сергей Петрович', 'к.т.н., доцент', '2022-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (27, 5, 3, 'Темирова Гулипа Асановна', 'к.т.н., доцент', '2023-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (28, 5, 3, 'Бообеков Улан Советбекович', 'ст. преподаватель', '2024-09-01', NULL, 1);
INSERT INTO public.gak_member_history VALUES (29, 5, 4, 'Калыбекова Бермет Нуржановна', 'преподаватель', '2022-09-01', NULL, 1);


--
-- Data for Name: gak_member_speciality; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.gak_member_speciality VALUES (1, 1, 1, 1, 'Абдыкаимов Талант Жумабекович', 'д.э.н., профессор', 1);
INSERT INTO public.gak_member_speciality VALUES (2, 1, 1, 3, 'Ким Ирина Владимировна', 'к.э.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (3, 1, 1, 3, 'Осмоналиева Жылдыз Асанбековна', 'к.э.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (4, 1, 1, 4, 'Алымкулова Нургуль Бекболотовна', 'ст. преподаватель', 1);
INSERT INTO public.gak_member_speciality VALUES (5, 1, 2, 1, 'Кожобекова Гульмира Турдубаевна', 'д.э.н., профессор', 1);
INSERT INTO public.gak_member_speciality VALUES (6, 1, 2, 2, 'Джумабаева Айгуль Токтосуновна', 'к.э.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (7, 1, 2, 3, 'Мамытова Чолпон Бектуровна', 'к.э.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (8, 1, 2, 4, 'Токтосунов Мирлан Жусупович', 'ст. преподаватель', 1);
INSERT INTO public.gak_member_speciality VALUES (9, 2, 11, 1, 'Касымов Эркин Маратович', 'д.т.н., профессор', 1);
INSERT INTO public.gak_member_speciality VALUES (10, 2, 11, 3, 'Мусаева Гульзат Таалайбековна', 'к.т.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (11, 2, 11, 3, 'Петров Алексей Николаевич', 'к.ф.-м.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (12, 2, 11, 4, 'Сатарова Айзада Маратовна', 'преподаватель', 1);
INSERT INTO public.gak_member_speciality VALUES (13, 3, 16, 1, 'Мукамбетов Айбек Канатович', 'д.ю.н., профессор', 1);
INSERT INTO public.gak_member_speciality VALUES (14, 3, 16, 2, 'Исаков Нурлан Мукашевич', 'к.ю.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (15, 3, 16, 3, 'Сулайманова Динара Эркиновна', 'к.ю.н., доцент', 1);
INSERT INTO public.gak_member_speciality VALUES (16, 3, 16, 4, 'Орозбекова Мээрим Алмазбековна', 'преподаватель', 1);


--
-- Data for Name: kafedra; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.kafedra VALUES (1, 1, 'ЭТиМЭ', 'Экономическая теория и мировая экономика', 'Экономикалык теория жана дүйнөлүк экономика', 'Economic Theory and World Economy', true, 1);
INSERT INTO public.kafedra VALUES (2, 1, 'ФиК', 'Финансы и кредит', 'Финансы жана кредит', 'Finance and Credit', true, 1);
INSERT INTO public.kafedra VALUES (3, 1, 'БУАиА', 'Бухгалтерский учёт, анализ и аудит', 'Бухгалтердик эсеп, талдоо жана аудит', 'Accounting, Analysis and Audit', true, 1);
INSERT INTO public.kafedra VALUES (4, 1, 'МиМ', 'Менеджмент и маркетинг', 'Менеджмент жана маркетинг', 'Management and Marketing', true, 1);
INSERT INTO public.kafedra VALUES (5, 2, 'ПИ', 'Программная инженерия', 'Программалык инженерия', 'Software Engineering', true, 1);
INSERT INTO public.kafedra VALUES (6, 2, 'ИСТ', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', true, 1);
INSERT INTO public.kafedra VALUES (7, 2, 'ПМиИ', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true, 1);
INSERT INTO public.kafedra VALUES (8, 2, 'ИБ', 'Информационная безопасность', 'Маалыматтык коопсуздук', 'Information Security', true, 1);
INSERT INTO public.kafedra VALUES (9, 3, 'ТИГП', 'Теория и история государства и права', 'Мамлекеттин жана укуктун теориясы жана тарыхы', 'Theory and History of State and Law', true, 1);
INSERT INTO public.kafedra VALUES (10, 3, 'ГПиП', 'Гражданское право и процесс', 'Жарандык укук жана процесс', 'Civil Law and Procedure', true, 1);
INSERT INTO public.kafedra VALUES (11, 3, 'УПиК', 'Уголовное право и криминология', 'Кылмыш-жаза укугу жана криминология', 'Criminal Law and Criminology', true, 1);
INSERT INTO public.kafedra VALUES (12, 3, 'КАП', 'Конституционное и административное право', 'Конституциялык жана административдик укук', 'Constitutional and Administrative Law', true, 1);
INSERT INTO public.kafedra VALUES (13, 4, 'АФиП', 'Английская филология и перевод', 'Англис филологиясы жана котормо', 'English Philology and Translation', true, 1);
INSERT INTO public.kafedra VALUES (14, 4, 'МОиВ', 'Международные отношения и востоковедение', 'Эл аралык мамилелер жана чыгыш таануу', 'International Relations and Oriental Studies', true, 1);
INSERT INTO public.kafedra VALUES (15, 4, 'РЯиЛ', 'Русский язык и литература', 'Орус тили жана адабияты', 'Russian Language and Literature', false, 1);
INSERT INTO public.kafedra VALUES (16, 4, 'КЯиЛ', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', false, 1);
INSERT INTO public.kafedra VALUES (17, 5, 'ПГС', 'Промышленное и гражданское строительство', 'Өнөр жай жана жарандык курулуш', 'Industrial and Civil Engineering', true, 1);
INSERT INTO public.kafedra VALUES (18, 5, 'ЭЭиЭТ', 'Электроэнергетика и электротехника', 'Электр энергетикасы жана электр техникасы', 'Electric Power and Electrical Engineering', true, 1);
INSERT INTO public.kafedra VALUES (19, 5, 'ТиЛ', 'Транспорт и логистика', 'Транспорт жана логистика', 'Transport and Logistics', true, 1);
INSERT INTO public.kafedra VALUES (20, 5, 'АиД', 'Архитектура и дизайн', 'Архитектура жана дизайн', 'Architecture and Design', true, 1);
INSERT INTO public.kafedra VALUES (21, 6, 'ПиП', 'Педагогика и психология', 'Педагогика жана психология', 'Pedagogy and Psychology', true, 1);
INSERT INTO public.kafedra VALUES (22, 6, 'НиСО', 'Начальное и специальное образование', 'Башталгыч жана атайын билим берүү', 'Primary and Special Needs Education', true, 1);
INSERT INTO public.kafedra VALUES (23, 6, 'ФВиС', 'Физическое воспитание и спорт', 'Дене тарбия жана спорт', 'Physical Education and Sport', false, 1);
INSERT INTO public.kafedra VALUES (24, 6, 'ИК', 'История Кыргызстана', 'Кыргызстандын тарыхы', 'History of Kyrgyzstan', false, 1);


--
-- Data for Name: korpus; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.korpus VALUES (1, 'Главный учебный корпус', 'Башкы окуу корпусу', 'Main Academic Building', 'г. Бишкек, проспект Чуй, 219', 'Бишкек ш., Чүй проспектиси, 219', '219 Chui Avenue, Bishkek', 1);
INSERT INTO public.korpus VALUES (2, 'Учебный корпус № 2 (инженерный)', '№ 2 окуу корпусу (инженердик)', 'Academic Building No. 2 (Engineering)', 'г. Бишкек, ул. Токтогула, 125', 'Бишкек ш., Токтогул көчөсү, 125', '125 Toktogul Street, Bishkek', 1);
INSERT INTO public.korpus VALUES (3, 'Учебно-лабораторный корпус № 3', '№ 3 окуу-лабораториялык корпусу', 'Teaching and Laboratory Building No. 3', 'г. Бишкек, ул. Киевская, 77', 'Бишкек ш., Киев көчөсү, 77', '77 Kievskaya Street, Bishkek', 1);
INSERT INTO public.korpus VALUES (4, 'Спортивный комплекс', 'Спорт комплекси', 'Sports Complex', 'г. Бишкек, ул. Ахунбаева, 40', 'Бишкек ш., Ахунбаев көчөсү, 40', '40 Akhunbaev Street, Bishkek', 1);


--
-- Data for Name: level; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.level VALUES (1, 'Бакалавр', 'Бакалавр', 'Bachelor', false, 1);
INSERT INTO public.level VALUES (2, 'Магистр', 'Магистр', 'Master', false, 1);
INSERT INTO public.level VALUES (3, 'Специалист', 'Адис', 'Specialist', false, 1);
INSERT INTO public.level VALUES (4, 'Доктор философии (PhD)', 'Философия доктору (PhD)', 'Doctor of Philosophy (PhD)', true, 1);
INSERT INTO public.level VALUES (5, 'Доктор наук', 'Илимдин доктору', 'Doctor of Sciences', true, 1);


--
-- Data for Name: licence; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.licence VALUES (1, 'Лицензия LS180000123 на право ведения образовательной деятельности', '2018-06-15', '2023-06-14', 'Приложение №1 к лицензии LS180000123: программы бакалавриата 580100 Экономика, 580200 Менеджмент, 530500 Юриспруденция', 1);
INSERT INTO public.licence VALUES (2, 'Лицензия LS190000456 на право ведения образовательной деятельности', '2019-08-20', '2024-08-19', 'Приложение №2 к лицензии LS190000456: программы магистратуры 580100 Экономика, 710400 Программная инженерия', 1);
INSERT INTO public.licence VALUES (3, 'Лицензия LS230000789 на право ведения образовательной деятельности', '2023-06-15', '2028-06-14', 'Приложение №1 к лицензии LS230000789: программы бакалавриата, специалитета и магистратуры (25 направлений)', 1);
INSERT INTO public.licence VALUES (4, 'Лицензия LS240001012 на право ведения образовательной деятельности', '2024-03-01', '2029-02-28', 'Приложение №3 к лицензии LS240001012: программы аспирантуры и докторантуры (PhD)', 1);


--
-- Data for Name: login_failure; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: member_type; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.member_type VALUES (1, 'Председатель', 'Төрага', 'Chair', 1, true, 1);
INSERT INTO public.member_type VALUES (2, 'Заместитель председателя', 'Төраганын орун басары', 'Deputy chair', 2, false, 1);
INSERT INTO public.member_type VALUES (3, 'Член комиссии', 'Комиссиянын мүчөсү', 'Member', 3, false, 1);
INSERT INTO public.member_type VALUES (4, 'Секретарь', 'Катчы', 'Secretary', 4, true, 1);


--
-- Data for Name: ministry; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ministry VALUES (1, 'Министерство образования и науки Кыргызской Республики', 'Кыргыз Республикасынын Билим берүү жана илим министрлиги', 'Ministry of Education and Science of the Kyrgyz Republic', 1);


--
-- Data for Name: n_gr; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.n_gr VALUES (1, 1, 'ФК', 1);
INSERT INTO public.n_gr VALUES (2, 1, 'БУ', 1);
INSERT INTO public.n_gr VALUES (3, 1, 'БУз', 1);
INSERT INTO public.n_gr VALUES (4, 1, 'МО', 1);
INSERT INTO public.n_gr VALUES (5, 1, 'МОд', 1);
INSERT INTO public.n_gr VALUES (6, 1, 'КМ', 1);
INSERT INTO public.n_gr VALUES (7, 1, 'ГМУз', 1);
INSERT INTO public.n_gr VALUES (8, 1, 'ЭБ', 1);
INSERT INTO public.n_gr VALUES (9, 1, 'ТУР', 1);
INSERT INTO public.n_gr VALUES (10, 1, 'ФКм', 1);
INSERT INTO public.n_gr VALUES (11, 1, 'МОмз', 1);
INSERT INTO public.n_gr VALUES (12, 1, 'АЭа', 1);
INSERT INTO public.n_gr VALUES (13, 1, 'АЭphd', 1);
INSERT INTO public.n_gr VALUES (14, 2, 'ВМ', 1);
INSERT INTO public.n_gr VALUES (15, 2, 'ПО', 1);
INSERT INTO public.n_gr VALUES (16, 2, 'ПОд', 1);
INSERT INTO public.n_gr VALUES (17, 2, 'ИС', 1);
INSERT INTO public.n_gr VALUES (18, 2, 'ПИ', 1);
INSERT INTO public.n_gr VALUES (19, 2, 'ИБ', 1);
INSERT INTO public.n_gr VALUES (20, 2, 'ПМ', 1);
INSERT INTO public.n_gr VALUES (21, 2, 'ПОм', 1);
INSERT INTO public.n_gr VALUES (22, 2, 'ММphd', 1);
INSERT INTO public.n_gr VALUES (23, 3, 'ЮР', 1);
INSERT INTO public.n_gr VALUES (24, 3, 'ЮРз', 1);
INSERT INTO public.n_gr VALUES (25, 3, 'ПДс', 1);
INSERT INTO public.n_gr VALUES (26, 3, 'ТД', 1);
INSERT INTO public.n_gr VALUES (27, 3, 'ЮРм', 1);
INSERT INTO public.n_gr VALUES (28, 3, 'ГПа', 1);
INSERT INTO public.n_gr VALUES (29, 4, 'КЯ', 1);
INSERT INTO public.n_gr VALUES (30, 4, 'РЯ', 1);
INSERT INTO public.n_gr VALUES (31, 4, 'ПП', 1);
INSERT INTO public.n_gr VALUES (32, 4, 'ИЯз', 1);
INSERT INTO public.n_gr VALUES (33, 4, 'МОТ', 1);
INSERT INTO public.n_gr VALUES (34, 4, 'ЖУР', 1);
INSERT INTO public.n_gr VALUES (35, 5, 'ПГС', 1);
INSERT INTO public.n_gr VALUES (36, 5, 'ПГСс', 1);
INSERT INTO public.n_gr VALUES (37, 5, 'ЭС', 1);
INSERT INTO public.n_gr VALUES (38, 5, 'ЭСз', 1);
INSERT INTO public.n_gr VALUES (39, 5, 'ОП', 1);
INSERT INTO public.n_gr VALUES (40, 5, 'АР', 1);
INSERT INTO public.n_gr VALUES (41, 6, 'ПиП', 1);
INSERT INTO public.n_gr VALUES (42, 6, 'ЛОГ', 1);
INSERT INTO public.n_gr VALUES (43, 6, 'ПС', 1);
INSERT INTO public.n_gr VALUES (44, 6, 'ПЕДа', 1);


--
-- Data for Name: otdel; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.otdel VALUES (1, 'Учебный отдел', 'Окуу бөлүмү', 'Academic Affairs Office', 1);
INSERT INTO public.otdel VALUES (2, 'Отдел кадров', 'Кадрлар бөлүмү', 'Human Resources Office', 1);
INSERT INTO public.otdel VALUES (3, 'Бухгалтерия', 'Бухгалтерия', 'Accounts Office', 1);
INSERT INTO public.otdel VALUES (4, 'Научный отдел', 'Илим бөлүмү', 'Research Office', 1);
INSERT INTO public.otdel VALUES (5, 'Отдел международных связей', 'Эл аралык байланыштар бөлүмү', 'International Relations Office', 1);
INSERT INTO public.otdel VALUES (6, 'Административно-хозяйственная часть', 'Администрациялык-чарбалык бөлүм', 'Facilities Management Office', 1);
INSERT INTO public.otdel VALUES (7, 'Научная библиотека', 'Илимий китепкана', 'Research Library', 1);


--
-- Data for Name: plan_abit; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.plan_abit VALUES (1, 1, 23, 17, 31, 1);
INSERT INTO public.plan_abit VALUES (2, 1, 24, 18, 33, 1);
INSERT INTO public.plan_abit VALUES (3, 1, 25, 19, 35, 1);
INSERT INTO public.plan_abit VALUES (4, 1, 26, 20, 37, 1);
INSERT INTO public.plan_abit VALUES (5, 2, 23, 24, 42, 1);
INSERT INTO public.plan_abit VALUES (6, 2, 24, 25, 44, 1);
INSERT INTO public.plan_abit VALUES (7, 2, 25, 26, 46, 1);
INSERT INTO public.plan_abit VALUES (8, 2, 26, 27, 48, 1);
INSERT INTO public.plan_abit VALUES (9, 3, 23, 31, 53, 1);
INSERT INTO public.plan_abit VALUES (10, 3, 24, 32, 55, 1);
INSERT INTO public.plan_abit VALUES (11, 3, 25, 33, 57, 1);
INSERT INTO public.plan_abit VALUES (12, 3, 26, 34, 59, 1);
INSERT INTO public.plan_abit VALUES (13, 4, 23, 13, 24, 1);
INSERT INTO public.plan_abit VALUES (14, 4, 24, 14, 26, 1);
INSERT INTO public.plan_abit VALUES (15, 4, 25, 15, 28, 1);
INSERT INTO public.plan_abit VALUES (16, 4, 26, 16, 30, 1);
INSERT INTO public.plan_abit VALUES (17, 5, 23, 20, 35, 1);
INSERT INTO public.plan_abit VALUES (18, 5, 24, 21, 37, 1);
INSERT INTO public.plan_abit VALUES (19, 5, 25, 22, 39, 1);
INSERT INTO public.plan_abit VALUES (20, 5, 26, 23, 41, 1);
INSERT INTO public.plan_abit VALUES (21, 6, 23, 27, 46, 1);
INSERT INTO public.plan_abit VALUES (22, 6, 24, 28, 48, 1);
INSERT INTO public.plan_abit VALUES (23, 6, 25, 29, 50, 1);
INSERT INTO public.plan_abit VALUES (24, 6, 26, 30, 52, 1);
INSERT INTO public.plan_abit VALUES (25, 7, 23, 34, 57, 1);
INSERT INTO public.plan_abit VALUES (26, 7, 24, 35, 59, 1);
INSERT INTO public.plan_abit VALUES (27, 7, 25, 36, 61, 1);
INSERT INTO public.plan_abit VALUES (28, 7, 26, 37, 63, 1);
INSERT INTO public.plan_abit VALUES (29, 8, 23, 16, 28, 1);
INSERT INTO public.plan_abit VALUES (30, 8, 24, 17, 30, 1);
INSERT INTO public.plan_abit VALUES (31, 8, 25, 18, 32, 1);
INSERT INTO public.plan_abit VALUES (32, 8, 26, 19, 34, 1);
INSERT INTO public.plan_abit VALUES (33, 9, 23, 23, 39, 1);
INSERT INTO public.plan_abit VALUES (34, 9, 24, 24, 41, 1);
INSERT INTO public.plan_abit VALUES (35, 9, 25, 25, 43, 1);
INSERT INTO public.plan_abit VALUES (36, 9, 26, 26, 45, 1);
INSERT INTO public.plan_abit VALUES (37, 10, 23, 30, 50, 1);
INSERT INTO public.plan_abit VALUES (38, 10, 24, 31, 52, 1);
INSERT INTO public.plan_abit VALUES (39, 10, 25, 32, 54, 1);
INSERT INTO public.plan_abit VALUES (40, 10, 26, 33, 56, 1);
INSERT INTO public.plan_abit VALUES (41, 11, 23, 12, 21, 1);
INSERT INTO public.plan_abit VALUES (42, 11, 24, 13, 23, 1);
INSERT INTO public.plan_abit VALUES (43, 11, 25, 14, 25, 1);
INSERT INTO public.plan_abit VALUES (44, 11, 26, 15, 27, 1);
INSERT INTO public.plan_abit VALUES (45, 12, 23, 2, 1, 1);
INSERT INTO public.plan_abit VALUES (46, 12, 24, 3, 3, 1);
INSERT INTO public.plan_abit VALUES (47, 12, 25, 4, 5, 1);
INSERT INTO public.plan_abit VALUES (48, 12, 26, 5, 7, 1);
INSERT INTO public.plan_abit VALUES (49, 13, 23, 3, 2, 1);
INSERT INTO public.plan_abit VALUES (50, 13, 24, 4, 4, 1);
INSERT INTO public.plan_abit VALUES (51, 13, 25, 5, 6, 1);
INSERT INTO public.plan_abit VALUES (52, 13, 26, 6, 8, 1);
INSERT INTO public.plan_abit VALUES (53, 14, 23, 33, 54, 1);
INSERT INTO public.plan_abit VALUES (54, 14, 24, 34, 56, 1);
INSERT INTO public.plan_abit VALUES (55, 14, 25, 35, 58, 1);
INSERT INTO public.plan_abit VALUES (56, 14, 26, 36, 60, 1);
INSERT INTO public.plan_abit VALUES (57, 15, 23, 15, 25, 1);
INSERT INTO public.plan_abit VALUES (58, 15, 24, 16, 27, 1);
INSERT INTO public.plan_abit VALUES (59, 15, 25, 17, 29, 1);
INSERT INTO public.plan_abit VALUES (60, 15, 26, 18, 31, 1);
INSERT INTO public.plan_abit VALUES (61, 16, 23, 22, 36, 1);
INSERT INTO public.plan_abit VALUES (62, 16, 24, 23, 38, 1);
INSERT INTO public.plan_abit VALUES (63, 16, 25, 24, 40, 1);
INSERT INTO public.plan_abit VALUES (64, 16, 26, 25, 42, 1);
INSERT INTO public.plan_abit VALUES (65, 17, 23, 29, 47, 1);
INSERT INTO public.plan_abit VALUES (66, 17, 24, 30, 49, 1);
INSERT INTO public.plan_abit VALUES (67, 17, 25, 31, 51, 1);
INSERT INTO public.plan_abit VALUES (68, 17, 26, 32, 53, 1);
INSERT INTO public.plan_abit VALUES (69, 18, 23, 11, 58, 1);
INSERT INTO public.plan_abit VALUES (70, 18, 24, 12, 60, 1);
INSERT INTO public.plan_abit VALUES (71, 18, 25, 13, 62, 1);
INSERT INTO public.plan_abit VALUES (72, 18, 26, 14, 64, 1);
INSERT INTO public.plan_abit VALUES (73, 19, 23, 18, 29, 1);
INSERT INTO public.plan_abit VALUES (74, 19, 24, 19, 31, 1);
INSERT INTO public.plan_abit VALUES (75, 19, 25, 20, 33, 1);
INSERT INTO public.plan_abit VALUES (76, 19, 26, 21, 35, 1);
INSERT INTO public.plan_abit VALUES (77, 20, 23, 25, 40, 1);
INSERT INTO public.plan_abit VALUES (78, 20, 24, 26, 42, 1);
INSERT INTO public.plan_abit VALUES (79, 20, 25, 27, 44, 1);
INSERT INTO public.plan_abit VALUES (80, 20, 26, 28, 46, 1);
INSERT INTO public.plan_abit VALUES (81, 21, 23, 32, 51, 1);
INSERT INTO public.plan_abit VALUES (82, 21, 24, 33, 53, 1);
INSERT INTO public.plan_abit VALUES (83, 21, 25, 34, 55, 1);
INSERT INTO public.plan_abit VALUES (84, 21, 26, 35, 57, 1);
INSERT INTO public.plan_abit VALUES (85, 22, 23, 3, 1, 1);
INSERT INTO public.plan_abit VALUES (86, 22, 24, 4, 3, 1);
INSERT INTO public.plan_abit VALUES (87, 22, 25, 5, 5, 1);
INSERT INTO public.plan_abit VALUES (88, 22, 26, 6, 7, 1);
INSERT INTO public.plan_abit VALUES (89, 23, 23, 21, 33, 1);
INSERT INTO public.plan_abit VALUES (90, 23, 24, 22, 35, 1);
INSERT INTO public.plan_abit VALUES (91, 23, 25, 23, 37, 1);
INSERT INTO public.plan_abit VALUES (92, 23, 26, 24, 39, 1);
INSERT INTO public.plan_abit VALUES (93, 24, 23, 28, 44, 1);
INSERT INTO public.plan_abit VALUES (94, 24, 24, 29, 46, 1);
INSERT INTO public.plan_abit VALUES (95, 24, 25, 30, 48, 1);
INSERT INTO public.plan_abit VALUES (96, 24, 26, 31, 50, 1);
INSERT INTO public.plan_abit VALUES (97, 25, 23, 10, 55, 1);
INSERT INTO public.plan_abit VALUES (98, 25, 24, 11, 57, 1);
INSERT INTO public.plan_abit VALUES (99, 25, 25, 12, 59, 1);
INSERT INTO public.plan_abit VALUES (100, 25, 26, 13, 61, 1);
INSERT INTO public.plan_abit VALUES (101, 26, 23, 17, 26, 1);
INSERT INTO public.plan_abit VALUES (102, 26, 24, 18, 28, 1);
INSERT INTO public.plan_abit VALUES (103, 26, 25, 19, 30, 1);
INSERT INTO public.plan_abit VALUES (104, 26, 26, 20, 32, 1);
INSERT INTO public.plan_abit VALUES (105, 27, 23, 24, 37, 1);
INSERT INTO public.plan_abit VALUES (106, 27, 24, 25, 39, 1);
INSERT INTO public.plan_abit VALUES (107, 27, 25, 26, 41, 1);
INSERT INTO public.plan_abit VALUES (108, 27, 26, 27, 43, 1);
INSERT INTO public.plan_abit VALUES (109, 28, 23, 3, 1, 1);
INSERT INTO public.plan_abit VALUES (110, 28, 24, 4, 3, 1);
INSERT INTO public.plan_abit VALUES (111, 28, 25, 5, 5, 1);
INSERT INTO public.plan_abit VALUES (112, 28, 26, 6, 7, 1);
INSERT INTO public.plan_abit VALUES (113, 29, 23, 13, 59, 1);
INSERT INTO public.plan_abit VALUES (114, 29, 24, 14, 61, 1);
INSERT INTO public.plan_abit VALUES (115, 29, 25, 15, 63, 1);
INSERT INTO public.plan_abit VALUES (116, 29, 26, 16, 65, 1);
INSERT INTO public.plan_abit VALUES (117, 30, 23, 20, 30, 1);
INSERT INTO public.plan_abit VALUES (118, 30, 24, 21, 32, 1);
INSERT INTO public.plan_abit VALUES (119, 30, 25, 22, 34, 1);
INSERT INTO public.plan_abit VALUES (120, 30, 26, 23, 36, 1);
INSERT INTO public.plan_abit VALUES (121, 31, 23, 27, 41, 1);
INSERT INTO public.plan_abit VALUES (122, 31, 24, 28, 43, 1);
INSERT INTO public.plan_abit VALUES (123, 31, 25, 29, 45, 1);
INSERT INTO public.plan_abit VALUES (124, 31, 26, 30, 47, 1);
INSERT INTO public.plan_abit VALUES (125, 32, 23, 34, 52, 1);
INSERT INTO public.plan_abit VALUES (126, 32, 24, 35, 54, 1);
INSERT INTO public.plan_abit VALUES (127, 32, 25, 36, 56, 1);
INSERT INTO public.plan_abit VALUES (128, 32, 26, 37, 58, 1);
INSERT INTO public.plan_abit VALUES (129, 33, 23, 16, 23, 1);
INSERT INTO public.plan_abit VALUES (130, 33, 24, 17, 25, 1);
INSERT INTO public.plan_abit VALUES (131, 33, 25, 18, 27, 1);
INSERT INTO public.plan_abit VALUES (132, 33, 26, 19, 29, 1);
INSERT INTO public.plan_abit VALUES (133, 34, 23, 23, 34, 1);
INSERT INTO public.plan_abit VALUES (134, 34, 24, 24, 36, 1);
INSERT INTO public.plan_abit VALUES (135, 34, 25, 25, 38, 1);
INSERT INTO public.plan_abit VALUES (136, 34, 26, 26, 40, 1);
INSERT INTO public.plan_abit VALUES (137, 35, 23, 30, 45, 1);
INSERT INTO public.plan_abit VALUES (138, 35, 24, 31, 47, 1);
INSERT INTO public.plan_abit VALUES (139, 35, 25, 32, 49, 1);
INSERT INTO public.plan_abit VALUES (140, 35, 26, 33, 51, 1);
INSERT INTO public.plan_abit VALUES (141, 36, 23, 12, 56, 1);
INSERT INTO public.plan_abit VALUES (142, 36, 24, 13, 58, 1);
INSERT INTO public.plan_abit VALUES (143, 36, 25, 14, 60, 1);
INSERT INTO public.plan_abit VALUES (144, 36, 26, 15, 62, 1);
INSERT INTO public.plan_abit VALUES (145, 37, 23, 19, 27, 1);
INSERT INTO public.plan_abit VALUES (146, 37, 24, 20, 29, 1);
INSERT INTO public.plan_abit VALUES (147, 37, 25, 21, 31, 1);
INSERT INTO public.plan_abit VALUES (148, 37, 26, 22, 33, 1);
INSERT INTO public.plan_abit VALUES (149, 38, 23, 26, 38, 1);
INSERT INTO public.plan_abit VALUES (150, 38, 24, 27, 40, 1);
INSERT INTO public.plan_abit VALUES (151, 38, 25, 28, 42, 1);
INSERT INTO public.plan_abit VALUES (152, 38, 26, 29, 44, 1);
INSERT INTO public.plan_abit VALUES (153, 39, 23, 33, 49, 1);
INSERT INTO public.plan_abit VALUES (154, 39, 24, 34, 51, 1);
INSERT INTO public.plan_abit VALUES (155, 39, 25, 35, 53, 1);
INSERT INTO public.plan_abit VALUES (156, 39, 26, 36, 55, 1);
INSERT INTO public.plan_abit VALUES (157, 40, 23, 15, 20, 1);
INSERT INTO public.plan_abit VALUES (158, 40, 24, 16, 22, 1);
INSERT INTO public.plan_abit VALUES (159, 40, 25, 17, 24, 1);
INSERT INTO public.plan_abit VALUES (160, 40, 26, 18, 26, 1);
INSERT INTO public.plan_abit VALUES (161, 41, 23, 22, 31, 1);
INSERT INTO public.plan_abit VALUES (162, 41, 24, 23, 33, 1);
INSERT INTO public.plan_abit VALUES (163, 41, 25, 24, 35, 1);
INSERT INTO public.plan_abit VALUES (164, 41, 26, 25, 37, 1);
INSERT INTO public.plan_abit VALUES (165, 42, 23, 29, 42, 1);
INSERT INTO public.plan_abit VALUES (166, 42, 24, 30, 44, 1);
INSERT INTO public.plan_abit VALUES (167, 42, 25, 31, 46, 1);
INSERT INTO public.plan_abit VALUES (168, 42, 26, 32, 48, 1);
INSERT INTO public.plan_abit VALUES (169, 43, 23, 11, 53, 1);
INSERT INTO public.plan_abit VALUES (170, 43, 24, 12, 55, 1);
INSERT INTO public.plan_abit VALUES (171, 43, 25, 13, 57, 1);
INSERT INTO public.plan_abit VALUES (172, 43, 26, 14, 59, 1);
INSERT INTO public.plan_abit VALUES (173, 44, 23, 4, 1, 1);
INSERT INTO public.plan_abit VALUES (174, 44, 24, 5, 3, 1);
INSERT INTO public.plan_abit VALUES (175, 44, 25, 6, 5, 1);
INSERT INTO public.plan_abit VALUES (176, 44, 26, 7, 7, 1);


--
-- Data for Name: qualification; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.qualification VALUES (1, 'Бакалавр экономики', 'Экономика бакалавры', 'Bachelor of Economics', false, 1);
INSERT INTO public.qualification VALUES (2, 'Бакалавр менеджмента', 'Менеджмент бакалавры', 'Bachelor of Management', true, 1);
INSERT INTO public.qualification VALUES (3, 'Бакалавр юриспруденции', 'Юриспруденция бакалавры', 'Bachelor of Laws (LLB)', false, 1);
INSERT INTO public.qualification VALUES (4, 'Бакалавр техники и технологий', 'Техника жана технологиялар бакалавры', 'Bachelor of Engineering and Technology', true, 1);
INSERT INTO public.qualification VALUES (5, 'Бакалавр лингвистики', 'Лингвистика бакалавры', 'Bachelor of Linguistics', true, 1);
INSERT INTO public.qualification VALUES (6, 'Бакалавр педагогического образования', 'Педагогикалык билим берүү бакалавры', 'Bachelor of Education', true, 1);
INSERT INTO public.qualification VALUES (7, 'Магистр экономики', 'Экономика магистри', 'Master of Economics', false, 1);
INSERT INTO public.qualification VALUES (8, 'Магистр юриспруденции', 'Юриспруденция магистри', 'Master of Laws (LLM)', true, 1);
INSERT INTO public.qualification VALUES (9, 'Магистр техники и технологий', 'Техника жана технологиялар магистри', 'Master of Engineering and Technology', true, 1);
INSERT INTO public.qualification VALUES (10, 'Инженер-программист', 'Инженер-программист', 'Software Engineer', true, 1);
INSERT INTO public.qualification VALUES (11, 'Инженер-строитель', 'Инженер-куруучу', 'Civil Engineer', true, 1);
INSERT INTO public.qualification VALUES (12, 'Юрист', 'Юрист', 'Lawyer', true, 1);
INSERT INTO public.qualification VALUES (13, 'Учитель кыргызского языка и литературы', 'Кыргыз тили жана адабияты мугалими', 'Teacher of Kyrgyz Language and Literature', true, 1);


--
-- Data for Name: rate; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rate VALUES (1, '1 курс', '1-курс', '1st year', 1);
INSERT INTO public.rate VALUES (2, '2 курс', '2-курс', '2nd year', 1);
INSERT INTO public.rate VALUES (3, '3 курс', '3-курс', '3rd year', 1);
INSERT INTO public.rate VALUES (4, '4 курс', '4-курс', '4th year', 1);
INSERT INTO public.rate VALUES (5, '5 курс', '5-курс', '5th year', 1);
INSERT INTO public.rate VALUES (6, '6 курс', '6-курс', '6th year', 1);


--
-- Data for Name: rrnk_doljnost; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rrnk_doljnost VALUES (1, 23, 'Ассистент', 930, 1);
INSERT INTO public.rrnk_doljnost VALUES (2, 23, 'Преподаватель', 880, 1);
INSERT INTO public.rrnk_doljnost VALUES (3, 23, 'Старший преподаватель', 830, 1);
INSERT INTO public.rrnk_doljnost VALUES (4, 23, 'Исполняющий обязанности доцента', 790, 1);
INSERT INTO public.rrnk_doljnost VALUES (5, 23, 'Доцент', 780, 1);
INSERT INTO public.rrnk_doljnost VALUES (6, 23, 'Исполняющий обязанности профессора', 740, 1);
INSERT INTO public.rrnk_doljnost VALUES (7, 23, 'Профессор', 730, 1);
INSERT INTO public.rrnk_doljnost VALUES (8, 23, 'Заведующий кафедрой', 630, 1);
INSERT INTO public.rrnk_doljnost VALUES (9, 23, 'Декан факультета', 330, 1);
INSERT INTO public.rrnk_doljnost VALUES (10, 24, 'Ассистент', 920, 1);
INSERT INTO public.rrnk_doljnost VALUES (11, 24, 'Преподаватель', 870, 1);
INSERT INTO public.rrnk_doljnost VALUES (12, 24, 'Старший преподаватель', 820, 1);
INSERT INTO public.rrnk_doljnost VALUES (13, 24, 'Исполняющий обязанности доцента', 780, 1);
INSERT INTO public.rrnk_doljnost VALUES (14, 24, 'Доцент', 770, 1);
INSERT INTO public.rrnk_doljnost VALUES (15, 24, 'Исполняющий обязанности профессора', 730, 1);
INSERT INTO public.rrnk_doljnost VALUES (16, 24, 'Профессор', 720, 1);
INSERT INTO public.rrnk_doljnost VALUES (17, 24, 'Заведующий кафедрой', 620, 1);
INSERT INTO public.rrnk_doljnost VALUES (18, 24, 'Декан факультета', 320, 1);
INSERT INTO public.rrnk_doljnost VALUES (19, 25, 'Ассистент', 910, 1);
INSERT INTO public.rrnk_doljnost VALUES (20, 25, 'Преподаватель', 860, 1);
INSERT INTO public.rrnk_doljnost VALUES (21, 25, 'Старший преподаватель', 810, 1);
INSERT INTO public.rrnk_doljnost VALUES (22, 25, 'Исполняющий обязанности доцента', 770, 1);
INSERT INTO public.rrnk_doljnost VALUES (23, 25, 'Доцент', 760, 1);
INSERT INTO public.rrnk_doljnost VALUES (24, 25, 'Исполняющий обязанности профессора', 720, 1);
INSERT INTO public.rrnk_doljnost VALUES (25, 25, 'Профессор', 710, 1);
INSERT INTO public.rrnk_doljnost VALUES (26, 25, 'Заведующий кафедрой', 610, 1);
INSERT INTO public.rrnk_doljnost VALUES (27, 25, 'Декан факультета', 310, 1);
INSERT INTO public.rrnk_doljnost VALUES (28, 26, 'Ассистент', 900, 1);
INSERT INTO public.rrnk_doljnost VALUES (29, 26, 'Преподаватель', 850, 1);
INSERT INTO public.rrnk_doljnost VALUES (30, 26, 'Старший преподаватель', 800, 1);
INSERT INTO public.rrnk_doljnost VALUES (31, 26, 'Исполняющий обязанности доцента', 760, 1);
INSERT INTO public.rrnk_doljnost VALUES (32, 26, 'Доцент', 750, 1);
INSERT INTO public.rrnk_doljnost VALUES (33, 26, 'Исполняющий обязанности профессора', 710, 1);
INSERT INTO public.rrnk_doljnost VALUES (34, 26, 'Профессор', 700, 1);
INSERT INTO public.rrnk_doljnost VALUES (35, 26, 'Заведующий кафедрой', 600, 1);
INSERT INTO public.rrnk_doljnost VALUES (36, 26, 'Декан факультета', 300, 1);
INSERT INTO public.rrnk_doljnost VALUES (37, 26, 'Преподаватель-стажёр', 900, 1);


--
-- Data for Name: rrnk_gr_kolst; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rrnk_gr_kolst VALUES (1, 2, 26, 1, 19, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (2, 2, 26, 2, 19, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (3, 3, 26, 1, 10, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (4, 3, 26, 2, 10, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (5, 4, 26, 1, 17, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (6, 4, 26, 2, 17, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (7, 5, 26, 1, 8, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (8, 5, 26, 2, 8, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (9, 7, 26, 1, 6, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (10, 7, 26, 2, 6, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (11, 8, 26, 1, 13, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (12, 8, 26, 2, 13, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (13, 9, 26, 1, 20, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (14, 9, 26, 2, 20, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (15, 10, 26, 1, 11, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (16, 10, 26, 2, 11, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (17, 12, 26, 1, 9, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (18, 12, 26, 2, 9, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (19, 13, 26, 1, 16, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (20, 13, 26, 2, 16, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (21, 14, 26, 1, 7, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (22, 14, 26, 2, 7, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (23, 15, 26, 1, 14, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (24, 15, 26, 2, 14, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (25, 17, 26, 1, 12, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (26, 17, 26, 2, 12, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (27, 18, 26, 1, 19, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (28, 18, 26, 2, 19, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (29, 19, 26, 1, 10, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (30, 19, 26, 2, 10, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (31, 20, 26, 1, 17, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (32, 20, 26, 2, 17, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (33, 22, 26, 1, 15, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (34, 22, 26, 2, 15, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (35, 23, 26, 1, 6, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (36, 23, 26, 2, 6, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (37, 24, 26, 1, 13, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (38, 24, 26, 2, 13, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (39, 25, 26, 1, 20, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (40, 25, 26, 2, 20, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (41, 26, 26, 1, 11, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (42, 26, 26, 2, 11, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (43, 28, 26, 1, 9, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (44, 28, 26, 2, 9, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (45, 29, 26, 1, 16, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (46, 29, 26, 2, 16, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (47, 30, 26, 1, 7, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (48, 30, 26, 2, 7, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (49, 31, 26, 1, 14, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (50, 31, 26, 2, 14, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (51, 33, 26, 1, 12, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (52, 33, 26, 2, 12, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (53, 34, 26, 1, 19, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (54, 34, 26, 2, 19, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (55, 35, 26, 1, 10, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (56, 35, 26, 2, 10, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (57, 36, 26, 1, 17, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (58, 36, 26, 2, 17, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (59, 38, 26, 1, 15, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (60, 38, 26, 2, 15, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (61, 39, 26, 1, 6, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (62, 39, 26, 2, 6, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (63, 40, 26, 1, 13, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (64, 40, 26, 2, 13, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (65, 41, 26, 1, 20, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (66, 41, 26, 2, 20, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (67, 42, 26, 1, 11, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (68, 42, 26, 2, 11, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (69, 44, 26, 1, 9, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (70, 44, 26, 2, 9, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (71, 45, 26, 1, 16, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (72, 45, 26, 2, 16, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (73, 46, 26, 1, 7, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (74, 46, 26, 2, 7, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (75, 47, 26, 1, 14, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (76, 47, 26, 2, 14, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (77, 49, 26, 1, 12, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (78, 49, 26, 2, 12, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (79, 50, 26, 1, 19, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (80, 50, 26, 2, 19, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (81, 51, 26, 1, 10, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (82, 51, 26, 2, 10, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (83, 52, 26, 1, 17, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (84, 52, 26, 2, 17, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (85, 54, 26, 1, 15, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (86, 54, 26, 2, 15, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (87, 55, 26, 1, 6, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (88, 55, 26, 2, 6, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (89, 56, 26, 1, 13, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (90, 56, 26, 2, 13, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (91, 57, 26, 1, 20, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (92, 57, 26, 2, 20, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (93, 58, 26, 1, 11, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (94, 58, 26, 2, 11, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (95, 60, 26, 1, 9, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (96, 60, 26, 2, 9, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (97, 61, 26, 1, 16, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (98, 61, 26, 2, 16, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (99, 62, 26, 1, 7, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (100, 62, 26, 2, 7, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (101, 63, 26, 1, 14, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (102, 63, 26, 2, 14, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (103, 65, 26, 1, 12, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (104, 65, 26, 2, 12, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (105, 66, 26, 1, 19, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (106, 66, 26, 2, 19, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (107, 67, 26, 1, 10, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (108, 67, 26, 2, 10, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (109, 68, 26, 1, 17, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (110, 68, 26, 2, 17, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (111, 70, 26, 1, 15, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (112, 70, 26, 2, 15, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (113, 71, 26, 1, 6, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (114, 71, 26, 2, 6, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (115, 72, 26, 1, 13, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (116, 72, 26, 2, 13, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (117, 73, 26, 1, 20, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (118, 73, 26, 2, 20, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (119, 75, 26, 1, 18, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (120, 75, 26, 2, 18, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (121, 76, 26, 1, 9, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (122, 76, 26, 2, 9, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (123, 77, 26, 1, 16, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (124, 77, 26, 2, 16, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (125, 78, 26, 1, 7, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (126, 78, 26, 2, 7, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (127, 80, 26, 1, 5, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (128, 80, 26, 2, 5, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (129, 81, 26, 1, 12, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (130, 81, 26, 2, 12, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (131, 83, 26, 1, 10, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (132, 83, 26, 2, 10, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (133, 84, 26, 1, 17, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (134, 84, 26, 2, 17, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (135, 85, 26, 1, 8, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (136, 85, 26, 2, 8, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (137, 87, 26, 1, 6, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (138, 87, 26, 2, 6, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (139, 88, 26, 1, 13, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (140, 88, 26, 2, 13, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (141, 89, 26, 1, 20, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (142, 89, 26, 2, 20, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (143, 91, 26, 1, 18, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (144, 91, 26, 2, 18, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (145, 92, 26, 1, 9, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (146, 92, 26, 2, 9, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (147, 93, 26, 1, 16, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (148, 93, 26, 2, 16, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (149, 95, 26, 1, 14, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (150, 95, 26, 2, 14, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (151, 96, 26, 1, 5, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (152, 96, 26, 2, 5, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (153, 97, 26, 1, 12, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (154, 97, 26, 2, 12, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (155, 98, 26, 1, 19, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (156, 98, 26, 2, 19, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (157, 100, 26, 1, 17, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (158, 100, 26, 2, 17, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (159, 101, 26, 1, 8, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (160, 101, 26, 2, 8, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (161, 102, 26, 1, 15, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (162, 102, 26, 2, 15, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (163, 103, 26, 1, 6, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (164, 103, 26, 2, 6, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (165, 105, 26, 1, 20, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (166, 105, 26, 2, 20, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (167, 106, 26, 1, 11, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (168, 106, 26, 2, 11, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (169, 107, 26, 1, 18, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (170, 107, 26, 2, 18, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (171, 108, 26, 1, 9, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (172, 108, 26, 2, 9, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (173, 110, 26, 1, 7, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (174, 110, 26, 2, 7, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (175, 111, 26, 1, 14, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (176, 111, 26, 2, 14, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (177, 112, 26, 1, 5, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (178, 112, 26, 2, 5, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (179, 113, 26, 1, 12, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (180, 113, 26, 2, 12, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (181, 115, 26, 1, 10, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (182, 115, 26, 2, 10, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (183, 116, 26, 1, 17, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (184, 116, 26, 2, 17, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (185, 117, 26, 1, 8, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (186, 117, 26, 2, 8, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (187, 118, 26, 1, 15, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (188, 118, 26, 2, 15, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (189, 119, 26, 1, 6, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (190, 119, 26, 2, 6, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (191, 121, 26, 1, 20, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (192, 121, 26, 2, 20, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (193, 122, 26, 1, 11, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (194, 122, 26, 2, 11, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (195, 123, 26, 1, 18, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (196, 123, 26, 2, 18, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (197, 124, 26, 1, 9, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (198, 124, 26, 2, 9, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (199, 126, 26, 1, 7, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (200, 126, 26, 2, 7, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (201, 127, 26, 1, 14, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (202, 127, 26, 2, 14, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (203, 128, 26, 1, 5, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (204, 128, 26, 2, 5, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (205, 129, 26, 1, 12, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (206, 129, 26, 2, 12, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (207, 131, 26, 1, 10, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (208, 131, 26, 2, 10, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (209, 132, 26, 1, 17, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (210, 132, 26, 2, 17, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (211, 133, 26, 1, 8, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (212, 133, 26, 2, 8, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (213, 134, 26, 1, 15, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (214, 134, 26, 2, 15, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (215, 136, 26, 1, 13, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (216, 136, 26, 2, 13, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (217, 137, 26, 1, 20, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (218, 137, 26, 2, 20, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (219, 138, 26, 1, 11, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (220, 138, 26, 2, 11, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (221, 139, 26, 1, 18, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (222, 139, 26, 2, 18, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (223, 141, 26, 1, 16, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (224, 141, 26, 2, 16, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (225, 142, 26, 1, 7, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (226, 142, 26, 2, 7, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (227, 143, 26, 1, 14, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (228, 143, 26, 2, 14, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (229, 144, 26, 1, 5, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (230, 144, 26, 2, 5, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (231, 146, 26, 1, 19, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (232, 146, 26, 2, 19, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (233, 147, 26, 1, 10, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (234, 147, 26, 2, 10, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (235, 148, 26, 1, 17, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (236, 148, 26, 2, 17, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (237, 149, 26, 1, 8, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (238, 149, 26, 2, 8, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (239, 151, 26, 1, 6, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (240, 151, 26, 2, 6, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (241, 152, 26, 1, 13, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (242, 152, 26, 2, 13, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (243, 153, 26, 1, 20, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (244, 153, 26, 2, 20, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (245, 154, 26, 1, 11, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (246, 154, 26, 2, 11, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (247, 156, 26, 1, 9, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (248, 156, 26, 2, 9, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (249, 157, 26, 1, 16, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (250, 157, 26, 2, 16, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (251, 158, 26, 1, 7, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (252, 158, 26, 2, 7, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (253, 159, 26, 1, 14, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (254, 159, 26, 2, 14, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (255, 161, 26, 1, 12, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (256, 161, 26, 2, 12, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (257, 162, 26, 1, 19, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (258, 162, 26, 2, 19, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (259, 164, 26, 1, 17, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (260, 164, 26, 2, 17, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (261, 165, 26, 1, 8, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (262, 165, 26, 2, 8, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (263, 166, 26, 1, 15, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (264, 166, 26, 2, 15, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (265, 168, 26, 1, 13, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (266, 168, 26, 2, 13, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (267, 169, 26, 1, 20, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (268, 169, 26, 2, 20, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (269, 170, 26, 1, 11, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (270, 170, 26, 2, 11, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (271, 171, 26, 1, 18, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (272, 171, 26, 2, 18, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (273, 173, 26, 1, 16, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (274, 173, 26, 2, 16, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (275, 174, 26, 1, 7, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (276, 174, 26, 2, 7, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (277, 175, 26, 1, 14, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (278, 175, 26, 2, 14, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (279, 176, 26, 1, 5, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (280, 176, 26, 2, 5, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (281, 178, 26, 1, 19, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (282, 178, 26, 2, 19, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (283, 179, 26, 1, 10, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (284, 179, 26, 2, 10, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (285, 180, 26, 1, 17, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (286, 180, 26, 2, 17, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (287, 181, 26, 1, 8, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (288, 181, 26, 2, 8, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (289, 182, 26, 1, 15, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (290, 182, 26, 2, 15, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (291, 184, 26, 1, 13, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (292, 184, 26, 2, 13, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (293, 185, 26, 1, 20, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (294, 185, 26, 2, 20, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (295, 186, 26, 1, 11, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (296, 186, 26, 2, 11, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (297, 187, 26, 1, 18, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (298, 187, 26, 2, 18, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (299, 188, 26, 1, 9, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (300, 188, 26, 2, 9, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (301, 190, 26, 1, 7, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (302, 190, 26, 2, 7, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (303, 191, 26, 1, 14, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (304, 191, 26, 2, 14, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (305, 192, 26, 1, 5, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (306, 192, 26, 2, 5, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (307, 193, 26, 1, 12, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (308, 193, 26, 2, 12, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (309, 195, 26, 1, 10, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (310, 195, 26, 2, 10, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (311, 196, 26, 1, 17, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (312, 196, 26, 2, 17, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (313, 197, 26, 1, 8, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (314, 197, 26, 2, 8, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (315, 198, 26, 1, 15, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (316, 198, 26, 2, 15, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (317, 200, 26, 1, 13, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (318, 200, 26, 2, 13, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (319, 201, 26, 1, 20, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (320, 201, 26, 2, 20, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (321, 203, 26, 1, 18, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (322, 203, 26, 2, 18, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (323, 204, 26, 1, 9, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (324, 204, 26, 2, 9, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (325, 205, 26, 1, 16, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (326, 205, 26, 2, 16, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (327, 207, 26, 1, 14, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (328, 207, 26, 2, 14, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (329, 208, 26, 1, 5, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (330, 208, 26, 2, 5, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (331, 209, 26, 1, 12, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (332, 209, 26, 2, 12, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (333, 210, 26, 1, 19, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (334, 210, 26, 2, 19, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (335, 212, 26, 1, 17, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (336, 212, 26, 2, 17, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (337, 213, 26, 1, 8, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (338, 213, 26, 2, 8, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (339, 214, 26, 1, 15, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (340, 214, 26, 2, 15, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (341, 215, 26, 1, 6, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (342, 215, 26, 2, 6, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (343, 217, 26, 1, 20, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (344, 217, 26, 2, 20, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (345, 218, 26, 1, 11, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (346, 218, 26, 2, 11, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (347, 219, 26, 1, 18, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (348, 219, 26, 2, 18, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (349, 220, 26, 1, 9, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (350, 220, 26, 2, 9, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (351, 222, 26, 1, 7, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (352, 222, 26, 2, 7, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (353, 223, 26, 1, 14, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (354, 223, 26, 2, 14, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (355, 224, 26, 1, 5, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (356, 224, 26, 2, 5, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (357, 225, 26, 1, 12, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (358, 225, 26, 2, 12, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (359, 227, 26, 1, 10, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (360, 227, 26, 2, 10, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (361, 228, 26, 1, 17, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (362, 228, 26, 2, 17, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (363, 229, 26, 1, 8, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (364, 229, 26, 2, 8, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (365, 230, 26, 1, 15, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (366, 230, 26, 2, 15, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (367, 232, 26, 1, 13, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (368, 232, 26, 2, 13, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (369, 233, 26, 1, 20, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (370, 233, 26, 2, 20, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (371, 234, 26, 1, 11, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (372, 234, 26, 2, 11, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (373, 235, 26, 1, 18, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (374, 235, 26, 2, 18, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (375, 237, 26, 1, 16, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (376, 237, 26, 2, 16, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (377, 238, 26, 1, 7, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (378, 238, 26, 2, 7, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (379, 239, 26, 1, 14, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (380, 239, 26, 2, 14, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (381, 240, 26, 1, 5, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (382, 240, 26, 2, 5, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (383, 241, 26, 1, 12, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (384, 241, 26, 2, 12, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (385, 243, 26, 1, 10, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (386, 243, 26, 2, 10, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (387, 244, 26, 1, 17, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (388, 244, 26, 2, 17, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (389, 245, 26, 1, 8, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (390, 245, 26, 2, 8, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (391, 246, 26, 1, 15, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (392, 246, 26, 2, 15, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (393, 248, 26, 1, 13, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (394, 248, 26, 2, 13, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (395, 249, 26, 1, 20, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (396, 249, 26, 2, 20, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (397, 250, 26, 1, 11, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (398, 250, 26, 2, 11, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (399, 251, 26, 1, 18, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (400, 251, 26, 2, 18, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (401, 253, 26, 1, 16, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (402, 253, 26, 2, 16, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (403, 254, 26, 1, 7, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (404, 254, 26, 2, 7, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (405, 255, 26, 1, 14, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (406, 255, 26, 2, 14, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (407, 256, 26, 1, 5, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (408, 256, 26, 2, 5, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (409, 258, 26, 1, 19, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (410, 258, 26, 2, 19, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (411, 259, 26, 1, 10, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (412, 259, 26, 2, 10, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (413, 260, 26, 1, 17, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (414, 260, 26, 2, 17, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (415, 261, 26, 1, 8, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (416, 261, 26, 2, 8, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (417, 263, 26, 1, 6, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (418, 263, 26, 2, 6, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (419, 264, 26, 1, 13, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (420, 264, 26, 2, 13, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (421, 265, 26, 1, 20, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (422, 265, 26, 2, 20, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (423, 266, 26, 1, 11, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (424, 266, 26, 2, 11, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (425, 268, 26, 1, 9, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (426, 268, 26, 2, 9, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (427, 269, 26, 1, 16, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (428, 269, 26, 2, 16, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (429, 270, 26, 1, 7, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (430, 270, 26, 2, 7, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (431, 271, 26, 1, 14, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (432, 271, 26, 2, 14, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (433, 273, 26, 1, 12, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (434, 273, 26, 2, 12, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (435, 274, 26, 1, 19, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (436, 274, 26, 2, 19, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (437, 275, 26, 1, 10, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (438, 275, 26, 2, 10, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (439, 276, 26, 1, 17, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (440, 276, 26, 2, 17, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (441, 277, 26, 1, 8, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (442, 277, 26, 2, 8, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (443, 279, 26, 1, 6, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (444, 279, 26, 2, 6, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (445, 280, 26, 1, 13, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (446, 280, 26, 2, 13, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (447, 281, 26, 1, 20, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (448, 281, 26, 2, 20, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (449, 282, 26, 1, 11, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (450, 282, 26, 2, 11, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (451, 284, 26, 1, 9, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (452, 284, 26, 2, 9, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (453, 285, 26, 1, 16, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (454, 285, 26, 2, 16, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (455, 286, 26, 1, 7, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (456, 286, 26, 2, 7, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (457, 287, 26, 1, 14, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (458, 287, 26, 2, 14, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (459, 289, 26, 1, 12, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (460, 289, 26, 2, 12, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (461, 290, 26, 1, 19, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (462, 290, 26, 2, 19, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (463, 291, 26, 1, 10, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (464, 291, 26, 2, 10, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (465, 292, 26, 1, 17, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (466, 292, 26, 2, 17, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (467, 293, 26, 1, 8, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (468, 293, 26, 2, 8, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (469, 295, 26, 1, 6, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (470, 295, 26, 2, 6, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (471, 296, 26, 1, 13, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (472, 296, 26, 2, 13, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (473, 297, 26, 1, 20, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (474, 297, 26, 2, 20, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (475, 298, 26, 1, 11, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (476, 298, 26, 2, 11, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (477, 300, 26, 1, 9, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (478, 300, 26, 2, 9, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (479, 301, 26, 1, 16, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (480, 301, 26, 2, 16, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (481, 302, 26, 1, 7, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (482, 302, 26, 2, 7, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (483, 303, 26, 1, 14, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (484, 303, 26, 2, 14, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (485, 305, 26, 1, 12, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (486, 305, 26, 2, 12, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (487, 306, 26, 1, 19, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (488, 306, 26, 2, 19, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (489, 307, 26, 1, 10, 12, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (490, 307, 26, 2, 10, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (491, 308, 26, 1, 17, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (492, 308, 26, 2, 17, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (493, 310, 26, 1, 15, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (494, 310, 26, 2, 15, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (495, 311, 26, 1, 6, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (496, 311, 26, 2, 6, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (497, 312, 26, 1, 13, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (498, 312, 26, 2, 13, 11, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (499, 313, 26, 1, 20, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (500, 313, 26, 2, 20, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (501, 315, 26, 1, 18, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (502, 315, 26, 2, 18, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (503, 316, 26, 1, 9, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (504, 316, 26, 2, 9, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (505, 317, 26, 1, 16, 10, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (506, 317, 26, 2, 16, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (507, 318, 26, 1, 7, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (508, 318, 26, 2, 7, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (509, 320, 26, 1, 5, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (510, 320, 26, 2, 5, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (511, 321, 26, 1, 12, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (512, 321, 26, 2, 12, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (513, 322, 26, 1, 19, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (514, 322, 26, 2, 19, 9, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (515, 323, 26, 1, 10, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (516, 323, 26, 2, 10, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (517, 325, 26, 1, 8, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (518, 325, 26, 2, 8, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (519, 326, 26, 1, 15, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (520, 326, 26, 2, 15, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (521, 327, 26, 1, 6, 8, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (522, 327, 26, 2, 6, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (523, 328, 26, 1, 13, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (524, 328, 26, 2, 13, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (525, 330, 26, 1, 11, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (526, 330, 26, 2, 11, 3, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (527, 331, 26, 1, 18, 16, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (528, 331, 26, 2, 18, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (529, 332, 26, 1, 9, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (530, 332, 26, 2, 9, 7, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (531, 333, 26, 1, 16, 20, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (532, 333, 26, 2, 16, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (533, 335, 26, 1, 14, 24, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (534, 335, 26, 2, 14, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (535, 336, 26, 1, 5, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (536, 336, 26, 2, 5, 15, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (537, 337, 26, 1, 12, 6, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (538, 337, 26, 2, 12, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (539, 338, 26, 1, 19, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (540, 338, 26, 2, 19, 19, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (541, 340, 26, 1, 17, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (542, 340, 26, 2, 17, 23, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (543, 341, 26, 1, 8, 14, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (544, 341, 26, 2, 8, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (545, 342, 26, 1, 15, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (546, 342, 26, 2, 15, 5, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (547, 343, 26, 1, 6, 18, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (548, 343, 26, 2, 6, 17, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (549, 345, 26, 1, 20, 22, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (550, 345, 26, 2, 20, 21, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (551, 346, 26, 1, 11, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (552, 346, 26, 2, 11, 13, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (553, 347, 26, 1, 18, 4, 1);
INSERT INTO public.rrnk_gr_kolst VALUES (554, 347, 26, 2, 18, 3, 1);


--
-- Data for Name: schema_migration; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_migration VALUES ('0001_foundation', '2026-11-26 00:52:13.454+00');
INSERT INTO public.schema_migration VALUES ('0002_structure', '2026-11-26 00:52:13.528+00');
INSERT INTO public.schema_migration VALUES ('0003_speciality_department_qualification', '2026-11-26 00:52:13.892+00');
INSERT INTO public.schema_migration VALUES ('0004_change_notifications', '2026-11-26 00:52:13.901+00');
INSERT INTO public.schema_migration VALUES ('0005_sign_in_limits', '2026-11-26 00:52:13.911+00');
INSERT INTO public.schema_migration VALUES ('0006_password_change', '2026-11-26 00:52:13.92+00');
INSERT INTO public.schema_migration VALUES ('0007_row_version', '2026-11-26 00:52:13.929+00');
INSERT INTO public.schema_migration VALUES ('0008_roles', '2026-11-26 00:52:13.984+00');
INSERT INTO public.schema_migration VALUES ('0009_academic_groups', '2026-11-26 00:52:14.026+00');
INSERT INTO public.schema_migration VALUES ('0010_speciality_plan', '2026-11-26 00:52:14.111+00');
INSERT INTO public.schema_migration VALUES ('0011_users_list_announced', '2026-11-26 00:52:14.225+00');
INSERT INTO public.schema_migration VALUES ('0012_grading_rules', '2026-11-26 00:52:14.227+00');
INSERT INTO public.schema_migration VALUES ('0013_positions_disciplines', '2026-11-26 00:52:14.307+00');
INSERT INTO public.schema_migration VALUES ('0014_classrooms', '2026-11-26 00:52:14.356+00');
INSERT INTO public.schema_migration VALUES ('0015_commission', '2026-11-26 00:52:14.442+00');
INSERT INTO public.schema_migration VALUES ('0016_notifications', '2026-11-26 00:52:14.488+00');
INSERT INTO public.schema_migration VALUES ('0017_software_licence', '2026-11-26 00:52:14.514+00');


--
-- Data for Name: software_licence; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.software_licence VALUES (1, 'eyJmb3JtYXQiOjEsIm9yZ2FuaXNhdGlvbiI6eyJuYW1lIjoi0JHQuNGI0LrQtdC60YHQutC40Lkg0LPQvtGB0YPQtNCw0YDRgdGC0LLQtdC90L3Ri9C5INGD0L3QuNCy0LXRgNGB0LjRgtC10YIg0Y3QutC-0L3QvtC80LjQutC4INC4INGC0LXRhdC90L7Qu9C-0LPQuNC5IiwiY29kZSI6IjAyMjg3MzUxIn0sInZhbGlkRnJvbSI6IjIwMDAtMDEtMDEiLCJ2YWxpZFVudGlsIjoiMjk5OS0xMi0zMSIsIm5vdGljZUZyb20iOiIyOTk5LTEyLTAxIiwiaXNzdWVkQXQiOiIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoifQ.mgv_Vb3lF4jpLPjY46P4woBxNCAazvR0UGW0ErlQ_1A6aY_Nry3ba7N5QQ1HM-ckkF_HkjHugHyohNSqqpAsDg', '2026-11-26 00:52:16.31+00', 1);


--
-- Data for Name: special; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.special VALUES (1, '080105', 'Финансы и кредит', 'Финансы жана кредит', 'Finance and Credit', false, 1);
INSERT INTO public.special VALUES (2, '080109', 'Бухгалтерский учёт, анализ и аудит', 'Бухгалтердик эсеп, талдоо жана аудит', 'Accounting, Analysis and Audit', false, 1);
INSERT INTO public.special VALUES (3, '080102', 'Мировая экономика', 'Дүйнөлүк экономика', 'World Economy', true, 1);
INSERT INTO public.special VALUES (4, '080507', 'Менеджмент организации', 'Уюмдун менеджменти', 'Organisational Management', false, 1);
INSERT INTO public.special VALUES (5, '080111', 'Маркетинг', 'Маркетинг', 'Marketing', true, 1);
INSERT INTO public.special VALUES (6, '080301', 'Коммерция (торговое дело)', 'Коммерция (соода иши)', 'Commerce (Trade)', true, 1);
INSERT INTO public.special VALUES (7, '080504', 'Государственное и муниципальное управление', 'Мамлекеттик жана муниципалдык башкаруу', 'State and Municipal Administration', false, 1);
INSERT INTO public.special VALUES (8, '080505', 'Электронный бизнес', 'Электрондук бизнес', 'E-Business', true, 1);
INSERT INTO public.special VALUES (9, '100201', 'Туризм', 'Туризм', 'Tourism', true, 1);
INSERT INTO public.special VALUES (10, '230101', 'Вычислительные машины, комплексы, системы и сети', 'Эсептөө машиналары, комплекстери, системалары жана тармактары', 'Computers, Complexes, Systems and Networks', false, 1);
INSERT INTO public.special VALUES (11, '230105', 'Программное обеспечение вычислительной техники и автоматизированных систем', 'Эсептөө техникасынын жана автоматташтырылган системалардын программалык камсыздоосу', 'Software for Computing Machinery and Automated Systems', false, 1);
INSERT INTO public.special VALUES (12, '230201', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', true, 1);
INSERT INTO public.special VALUES (13, '080801', 'Прикладная информатика (в экономике)', 'Колдонмо информатика (экономикада)', 'Applied Informatics (in Economics)', true, 1);
INSERT INTO public.special VALUES (14, '090105', 'Комплексное обеспечение информационной безопасности автоматизированных систем', 'Автоматташтырылган системалардын маалыматтык коопсуздугун комплекстүү камсыздоо', 'Integrated Information Security of Automated Systems', true, 1);
INSERT INTO public.special VALUES (15, '010501', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true, 1);
INSERT INTO public.special VALUES (16, '030501', 'Юриспруденция', 'Юриспруденция', 'Jurisprudence', false, 1);
INSERT INTO public.special VALUES (17, '030505', 'Правоохранительная деятельность', 'Укук коргоо ишмердүүлүгү', 'Law Enforcement', true, 1);
INSERT INTO public.special VALUES (18, '080115', 'Таможенное дело', 'Бажы иши', 'Customs Affairs', true, 1);
INSERT INTO public.special VALUES (19, '050302', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', false, 1);
INSERT INTO public.special VALUES (20, '050301', 'Русский язык и литература', 'Орус тили жана адабияты', 'Russian Language and Literature', true, 1);
INSERT INTO public.special VALUES (21, '031202', 'Перевод и переводоведение', 'Котормо жана котормо таануу', 'Translation and Translation Studies', true, 1);
INSERT INTO public.special VALUES (22, '031201', 'Теория и методика преподавания иностранных языков и культур', 'Чет тилдерди жана маданияттарды окутуунун теориясы жана методикасы', 'Theory and Methods of Teaching Foreign Languages and Cultures', true, 1);
INSERT INTO public.special VALUES (23, '030701', 'Международные отношения', 'Эл аралык мамилелер', 'International Relations', true, 1);
INSERT INTO public.special VALUES (24, '030601', 'Журналистика', 'Журналистика', 'Journalism', true, 1);
INSERT INTO public.special VALUES (25, '270102', 'Промышленное и гражданское строительство', 'Өнөр жай жана жарандык курулуш', 'Industrial and Civil Engineering', false, 1);
INSERT INTO public.special VALUES (26, '140211', 'Электроснабжение', 'Электр менен жабдуу', 'Power Supply', true, 1);
INSERT INTO public.special VALUES (27, '190701', 'Организация перевозок и управление на транспорте', 'Ташууларды уюштуруу жана транспортто башкаруу', 'Organisation of Transportation and Transport Management', true, 1);
INSERT INTO public.special VALUES (28, '270301', 'Архитектура', 'Архитектура', 'Architecture', true, 1);
INSERT INTO public.special VALUES (29, '050706', 'Педагогика и психология', 'Педагогика жана психология', 'Pedagogy and Psychology', true, 1);
INSERT INTO public.special VALUES (30, '050715', 'Логопедия', 'Логопедия', 'Speech Therapy', true, 1);
INSERT INTO public.special VALUES (31, '030301', 'Психология', 'Психология', 'Psychology', true, 1);
INSERT INTO public.special VALUES (32, '08.00.05', 'Экономика и управление народным хозяйством', 'Экономика жана эл чарбасын башкаруу', 'Economics and Management of the National Economy', false, 1);
INSERT INTO public.special VALUES (33, '05.13.18', 'Математическое моделирование, численные методы и комплексы программ', 'Математикалык моделдөө, сандык методдор жана программалар комплекстери', 'Mathematical Modelling, Numerical Methods and Software Packages', true, 1);
INSERT INTO public.special VALUES (34, '12.00.03', 'Гражданское право; предпринимательское право; семейное право; международное частное право', 'Жарандык укук; ишкердик укук; үй-бүлөлүк укук; эл аралык жеке укук', 'Civil Law; Business Law; Family Law; Private International Law', true, 1);
INSERT INTO public.special VALUES (35, '13.00.01', 'Общая педагогика, история педагогики и образования', 'Жалпы педагогика, педагогиканын жана билим берүүнүн тарыхы', 'General Pedagogy, History of Pedagogy and Education', true, 1);


--
-- Data for Name: speciality; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.speciality VALUES (10, 1, 1, 1, 4, false, 0, 2, 1, 3, '580100-01', 3, 2, 2.0, false, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2);
INSERT INTO public.speciality VALUES (11, 1, 2, 4, 5, false, 0, 2, 1, 3, '580200-04', 3, 2, 2.5, false, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2);
INSERT INTO public.speciality VALUES (12, 1, 1, 32, 7, false, 1, 2, 1, 3, '580100-32', 4, 4, 3.0, false, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3);
INSERT INTO public.speciality VALUES (13, 1, 1, 32, 8, false, 5, 2, 1, 3, '580100-32', 4, 4, 3.0, false, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3);
INSERT INTO public.speciality VALUES (21, 2, 10, 11, 4, false, 0, 5, 10, 3, '710400-11', 3, 2, 2.0, false, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2);
INSERT INTO public.speciality VALUES (22, 2, 12, 33, 8, false, 5, 5, 10, 3, '510200-33', 4, 4, 3.0, false, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3);
INSERT INTO public.speciality VALUES (27, 3, 13, 16, 4, false, 0, 10, 12, 3, '530500-16', 3, 2, 2.0, false, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2);
INSERT INTO public.speciality VALUES (28, 3, 13, 34, 7, false, 1, 10, 12, 3, '530500-34', 4, 4, 3.0, false, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3);
INSERT INTO public.speciality VALUES (44, 6, 23, 35, 7, false, 1, 21, 6, 3, '550100-35', 4, 4, 3.0, false, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3);
INSERT INTO public.speciality VALUES (1, 1, 1, 1, 1, false, 0, 2, 1, 4, '580100-01', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (2, 1, 1, 2, 1, false, 0, 2, 1, 4, '580100-02', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (3, 1, 1, 2, 2, false, 0, 2, 1, 4, '580100-02', 3, 1, 5.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (4, 1, 2, 4, 1, false, 0, 2, 1, 4, '580200-04', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (5, 1, 2, 4, 3, false, 0, 2, 1, 4, '580200-04', 3, 1, 5.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (6, 1, 3, 6, 1, false, 0, 2, 1, 4, '580300-06', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (7, 1, 4, 7, 2, false, 0, 2, 1, 4, '580400-07', 3, 1, 5.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (8, 1, 5, 8, 1, true, 0, 2, 1, 4, '580500-08', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (9, 1, 6, 9, 1, false, 0, 2, 1, 4, '580700-09', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 0, 60, 110, 150, NULL);
INSERT INTO public.speciality VALUES (14, 2, 7, 10, 1, false, 0, 5, 10, 4, '710100-10', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (15, 2, 10, 11, 1, true, 0, 5, 10, 4, '710400-11', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (16, 2, 10, 11, 3, false, 0, 5, 10, 4, '710400-11', 3, 1, 5.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (17, 2, 8, 12, 1, false, 0, 5, 10, 4, '710200-12', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (18, 2, 9, 13, 1, false, 0, 5, 10, 4, '710300-13', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (19, 2, 11, 14, 1, true, 0, 5, 10, 4, '710500-14', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (20, 2, 12, 15, 1, false, 0, 5, 10, 4, '510200-15', 3, 1, 4.0, false, 3, 0, 0, 0, 60, 0, 70, 110, 150, 1);
INSERT INTO public.speciality VALUES (23, 3, 13, 16, 1, false, 0, 10, 12, 4, '530500-16', 3, 1, 4.0, false, 3, 0, 65, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (24, 3, 13, 16, 2, false, 0, 10, 12, 4, '530500-16', 3, 1, 5.0, false, 3, 0, 65, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (25, 3, 13, 17, 6, false, 0, 10, 12, 4, '530500-17', 3, 3, 5.0, false, 3, 0, 65, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (26, 3, 14, 18, 1, false, 0, 10, 12, 4, '530600-18', 3, 1, 4.0, false, 3, 0, 65, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (29, 4, 15, 19, 1, false, 0, 13, 5, 4, '520300-19', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (30, 4, 15, 20, 1, false, 0, 13, 5, 4, '520300-20', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (31, 4, 16, 21, 1, false, 0, 13, 5, 4, '520500-21', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (32, 4, 16, 22, 2, false, 0, 13, 5, 4, '520500-22', 3, 1, 5.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (33, 4, 17, 23, 1, false, 0, 13, 5, 4, '531100-23', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (34, 4, 18, 24, 1, false, 0, 13, 5, 4, '520600-24', 3, 1, 4.0, false, 3, 0, 0, 0, 0, 70, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (35, 5, 19, 25, 1, false, 0, 17, 11, 4, '750500-25', 3, 1, 4.0, true, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (36, 5, 19, 25, 6, false, 0, 17, 11, 4, '750500-25', 3, 3, 5.0, true, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (37, 5, 20, 26, 1, false, 0, 17, 11, 4, '640200-26', 3, 1, 4.0, true, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (38, 5, 20, 26, 2, false, 0, 17, 11, 4, '640200-26', 3, 1, 5.0, false, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (39, 5, 21, 27, 1, false, 0, 17, 11, 4, '670300-27', 3, 1, 4.0, true, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (40, 5, 22, 28, 1, false, 0, 17, 11, 4, '750100-28', 3, 1, 4.0, true, 3, 0, 0, 50, 60, 0, 60, 110, 150, 1);
INSERT INTO public.speciality VALUES (41, 6, 23, 29, 1, false, 0, 21, 6, 4, '550100-29', 3, 1, 4.0, true, 3, 55, 50, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (42, 6, 24, 30, 1, false, 0, 21, 6, 4, '550500-30', 3, 1, 4.0, true, 3, 55, 50, 0, 0, 0, 0, 110, 150, 1);
INSERT INTO public.speciality VALUES (43, 6, 25, 31, 1, false, 0, 21, 6, 4, '530300-31', 3, 1, 4.0, true, 3, 55, 50, 0, 0, 0, 0, 110, 150, 1);


--
-- Data for Name: specifics; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.specifics VALUES (1, 'Лекционная аудитория', 'Лекциялык аудитория', 'Lecture hall', 'ЛК', 1);
INSERT INTO public.specifics VALUES (2, 'Аудитория для практических занятий', 'Практикалык сабактар үчүн аудитория', 'Seminar room', 'ПР', 1);
INSERT INTO public.specifics VALUES (3, 'Компьютерный класс', 'Компьютердик класс', 'Computer lab', 'КК', 1);
INSERT INTO public.specifics VALUES (4, 'Лаборатория', 'Лаборатория', 'Laboratory', 'ЛАБ', 1);
INSERT INTO public.specifics VALUES (5, 'Лингафонный кабинет', 'Лингафондук кабинет', 'Language lab', 'ЛГФ', 1);
INSERT INTO public.specifics VALUES (6, 'Спортивный зал', 'Спорт залы', 'Gymnasium', 'СЗ', 1);
INSERT INTO public.specifics VALUES (7, 'Актовый зал', 'Жыйындар залы', 'Assembly hall', 'АЗ', 1);
INSERT INTO public.specifics VALUES (8, 'Читальный зал', 'Окуу залы', 'Reading room', 'ЧЗ', 1);


--
-- Data for Name: study_group; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.study_group VALUES (1, 1, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (2, 1, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (3, 1, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (4, 1, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (5, 1, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (6, 2, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (7, 2, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (8, 2, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (9, 2, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (10, 2, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (11, 3, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (12, 3, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (13, 3, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (14, 3, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (15, 3, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (16, 4, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (17, 4, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (18, 4, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (19, 4, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (20, 4, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (21, 5, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (22, 5, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (23, 5, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (24, 5, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (25, 5, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (26, 5, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (27, 6, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (28, 6, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (29, 6, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (30, 6, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (31, 6, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (32, 7, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (33, 7, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (34, 7, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (35, 7, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (36, 7, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (37, 8, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (38, 8, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (39, 8, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (40, 8, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (41, 8, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (42, 8, 26, '', false, true, 1);
INSERT INTO public.study_group VALUES (43, 9, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (44, 9, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (45, 9, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (46, 9, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (47, 9, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (48, 10, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (49, 10, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (50, 10, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (51, 10, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (52, 10, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (53, 11, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (54, 11, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (55, 11, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (56, 11, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (57, 11, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (58, 11, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (59, 12, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (60, 12, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (61, 12, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (62, 12, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (63, 12, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (64, 13, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (65, 13, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (66, 13, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (67, 13, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (68, 13, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (69, 14, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (70, 14, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (71, 14, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (72, 14, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (73, 14, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (74, 15, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (75, 15, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (76, 15, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (77, 15, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (78, 15, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (79, 16, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (80, 16, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (81, 16, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (82, 17, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (83, 17, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (84, 17, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (85, 17, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (86, 18, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (87, 18, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (88, 18, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (89, 18, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (90, 19, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (91, 19, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (92, 19, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (93, 19, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (94, 20, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (95, 20, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (96, 20, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (97, 20, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (98, 20, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (99, 21, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (100, 21, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (101, 21, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (102, 21, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (103, 21, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (104, 22, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (105, 22, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (106, 22, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (107, 22, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (108, 22, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (109, 23, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (110, 23, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (111, 23, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (112, 23, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (113, 23, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (114, 24, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (115, 24, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (116, 24, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (117, 24, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (118, 24, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (119, 24, 26, '', false, true, 1);
INSERT INTO public.study_group VALUES (120, 25, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (121, 25, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (122, 25, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (123, 25, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (124, 25, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (125, 26, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (126, 26, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (127, 26, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (128, 26, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (129, 26, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (130, 27, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (131, 27, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (132, 27, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (133, 27, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (134, 27, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (135, 28, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (136, 28, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (137, 28, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (138, 28, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (139, 28, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (140, 29, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (141, 29, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (142, 29, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (143, 29, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (144, 29, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (145, 30, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (146, 30, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (147, 30, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (148, 30, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (149, 30, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (150, 31, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (151, 31, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (152, 31, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (153, 31, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (154, 31, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (155, 32, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (156, 32, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (157, 32, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (158, 32, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (159, 32, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (160, 33, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (161, 33, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (162, 33, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (163, 34, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (164, 34, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (165, 34, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (166, 34, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (167, 35, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (168, 35, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (169, 35, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (170, 35, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (171, 35, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (172, 36, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (173, 36, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (174, 36, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (175, 36, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (176, 36, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (177, 37, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (178, 37, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (179, 37, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (180, 37, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (181, 37, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (182, 37, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (183, 38, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (184, 38, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (185, 38, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (186, 38, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (187, 38, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (188, 38, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (189, 39, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (190, 39, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (191, 39, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (192, 39, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (193, 39, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (194, 40, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (195, 40, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (196, 40, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (197, 40, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (198, 40, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (199, 41, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (200, 41, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (201, 41, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (202, 42, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (203, 42, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (204, 42, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (205, 42, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (206, 43, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (207, 43, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (208, 43, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (209, 43, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (210, 43, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (211, 44, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (212, 44, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (213, 44, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (214, 44, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (215, 44, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (216, 45, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (217, 45, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (218, 45, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (219, 45, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (220, 45, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (221, 46, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (222, 46, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (223, 46, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (224, 46, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (225, 46, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (226, 47, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (227, 47, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (228, 47, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (229, 47, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (230, 47, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (231, 48, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (232, 48, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (233, 48, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (234, 48, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (235, 48, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (236, 49, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (237, 49, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (238, 49, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (239, 49, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (240, 49, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (241, 49, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (242, 50, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (243, 50, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (244, 50, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (245, 50, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (246, 50, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (247, 51, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (248, 51, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (249, 51, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (250, 51, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (251, 51, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (252, 52, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (253, 52, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (254, 52, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (255, 52, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (256, 52, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (257, 53, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (258, 53, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (259, 53, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (260, 53, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (261, 53, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (262, 54, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (263, 54, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (264, 54, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (265, 54, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (266, 54, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (267, 55, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (268, 55, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (269, 55, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (270, 55, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (271, 55, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (272, 56, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (273, 56, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (274, 56, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (275, 56, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (276, 56, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (277, 56, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (278, 57, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (279, 57, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (280, 57, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (281, 57, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (282, 57, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (283, 58, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (284, 58, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (285, 58, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (286, 58, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (287, 58, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (288, 59, 21, '', false, false, 1);
INSERT INTO public.study_group VALUES (289, 59, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (290, 59, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (291, 59, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (292, 59, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (293, 59, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (294, 60, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (295, 60, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (296, 60, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (297, 60, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (298, 60, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (299, 61, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (300, 61, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (301, 61, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (302, 61, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (303, 61, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (304, 62, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (305, 62, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (306, 62, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (307, 62, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (308, 62, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (309, 63, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (310, 63, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (311, 63, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (312, 63, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (313, 63, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (314, 64, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (315, 64, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (316, 64, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (317, 64, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (318, 64, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (319, 65, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (320, 65, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (321, 65, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (322, 65, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (323, 65, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (324, 66, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (325, 66, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (326, 66, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (327, 66, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (328, 66, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (329, 67, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (330, 67, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (331, 67, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (332, 67, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (333, 67, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (334, 68, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (335, 68, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (336, 68, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (337, 68, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (338, 68, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (339, 69, 22, '', false, false, 1);
INSERT INTO public.study_group VALUES (340, 69, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (341, 69, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (342, 69, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (343, 69, 26, '', false, false, 1);
INSERT INTO public.study_group VALUES (344, 70, 23, '', false, false, 1);
INSERT INTO public.study_group VALUES (345, 70, 24, '', false, false, 1);
INSERT INTO public.study_group VALUES (346, 70, 25, '', false, false, 1);
INSERT INTO public.study_group VALUES (347, 70, 26, '', false, false, 1);


--
-- Data for Name: user_session; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_sign_in; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: vid_discipline; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vid_discipline VALUES (1, 'Обязательная', 'Милдеттүү', 'Compulsory', 1);
INSERT INTO public.vid_discipline VALUES (2, 'По выбору', 'Тандоо боюнча', 'Elective', 1);
INSERT INTO public.vid_discipline VALUES (3, 'Факультативная', 'Факультативдик', 'Optional', 1);


--
-- Data for Name: vuz; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vuz VALUES (1, 1, 'БГУЭТ', 'БМЭТУ', 'BSUET', 'Бишкекский государственный университет экономики и технологий', 'Бишкек мамлекеттик экономика жана технологиялар университети', 'Bishkek State University of Economics and Technology', 'Кыргызская Республика, 720040, г. Бишкек, проспект Чуй, 219', 'Кыргыз Республикасы, 720040, Бишкек шаары, Чүй проспектиси, 219', '219 Chui Avenue, Bishkek 720040, Kyrgyz Republic', 'Абдыкадыров Нурбек Асылбекович', '+996 312 61-45-20', 'LS230000789', '2023-06-15', 'info@bsuet.example.kg', 1, '02287351');


--
-- Data for Name: w_s; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.w_s VALUES (1, 'Осенний семестр', 'Күзгү семестр', 'Autumn semester', 1);
INSERT INTO public.w_s VALUES (2, 'Весенний семестр', 'Жазгы семестр', 'Spring semester', 1);


--
-- Data for Name: wiki_news; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.wiki_news VALUES (1, 'Аудиторный фонд: как указать вместимость, площадь и специфику аудитории', 'Аудиториялык фонд: аудиториянын сыйымдуулугун, аянтын жана өзгөчөлүгүн кантип көрсөтүү керек', 'Classrooms: how to enter the capacity, area and specifics of a room', 'https://manual.example.kg/avn-structure/classrooms', false, '2026-10-22 00:52:14.611+00', 1);
INSERT INTO public.wiki_news VALUES (2, 'Справочник квалификаций дополнен по классификатору 2024 года', '', '', 'https://manual.example.kg/avn-structure/qualifications', false, '2026-09-27 00:52:14.611+00', 1);
INSERT INTO public.wiki_news VALUES (3, 'Правила оценивания: настройка диапазонов баллов и буквенных оценок', 'Баалоо эрежелери: упай диапазондорун жана тамга бааларын жөндөө', 'Grading rules: setting point ranges and letter grades', 'https://manual.example.kg/avn-structure/grading-rules', false, '2026-11-06 00:52:14.611+00', 1);
INSERT INTO public.wiki_news VALUES (4, 'Как перевести академические группы на следующий учебный год', 'Академиялык топторду кийинки окуу жылына кантип которуу керек', 'How to carry academic groups over to the next academic year', 'https://manual.example.kg/avn-structure/next-year-groups', false, '2026-11-14 00:52:14.611+00', 1);
INSERT INTO public.wiki_news VALUES (5, 'Новые экраны: члены ГАК по факультетам и по специальностям', 'Жаңы экрандар: факультеттер жана адистиктер боюнча МАК мүчөлөрү', 'New screens: state examination commission members by faculty and by speciality', 'https://manual.example.kg/avn-structure/commission', false, '2026-11-21 00:52:14.611+00', 1);
INSERT INTO public.wiki_news VALUES (6, 'Плановые технические работы в субботу с 22:00 до 02:00: система будет недоступна', 'Ишемби күнү саат 22:00дөн 02:00гө чейин пландуу техникалык иштер: система жеткиликсиз болот', 'Scheduled maintenance on Saturday from 22:00 to 02:00: the system will be unavailable', 'https://manual.example.kg/avn-structure/maintenance', true, '2026-11-24 00:52:14.611+00', 1);


--
-- Data for Name: wiki_news_read; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Name: audit_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_log_id_seq', 1809, true);


--
-- Name: auditorium_id_auditorium_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.auditorium_id_auditorium_seq', 90, true);


--
-- Name: avn_user_id_avn_user_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.avn_user_id_avn_user_seq', 1, true);


--
-- Name: com_ebef_est_id_com_ebef_est_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.com_ebef_est_id_com_ebef_est_seq', 12, true);


--
-- Name: com_gspe_id_com_gspe_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.com_gspe_id_com_gspe_seq', 70, true);


--
-- Name: direction_id_direction_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.direction_id_direction_seq', 25, true);


--
-- Name: discipline_id_discipline_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.discipline_id_discipline_seq', 24, true);


--
-- Name: ebe_detal_id_ebe_detal_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ebe_detal_id_ebe_detal_seq', 26, true);


--
-- Name: ebe_id_ebe_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ebe_id_ebe_seq', 15, true);


--
-- Name: ebe_var_id_ebe_var_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ebe_var_id_ebe_var_seq', 3, true);


--
-- Name: est_config_id_est_config_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.est_config_id_est_config_seq', 11, true);


--
-- Name: estimation_form_id_estimation_form_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.estimation_form_id_estimation_form_seq', 4, true);


--
-- Name: f_educ_id_f_educ_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.f_educ_id_f_educ_seq', 8, true);


--
-- Name: f_educ_prog_id_f_educ_prog_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.f_educ_prog_id_f_educ_prog_seq', 5, true);


--
-- Name: f_educ_vid_id_f_educ_vid_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.f_educ_vid_id_f_educ_vid_seq', 4, true);


--
-- Name: faculty_id_faculty_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.faculty_id_faculty_seq', 6, true);


--
-- Name: gak_member_history_id_gak_member_history_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.gak_member_history_id_gak_member_history_seq', 29, true);


--
-- Name: gak_member_speciality_id_gak_member_speciality_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.gak_member_speciality_id_gak_member_speciality_seq', 16, true);


--
-- Name: kafedra_id_kafedra_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.kafedra_id_kafedra_seq', 24, true);


--
-- Name: korpus_id_korpus_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.korpus_id_korpus_seq', 4, true);


--
-- Name: level_id_level_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.level_id_level_seq', 5, true);


--
-- Name: licence_id_licence_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.licence_id_licence_seq', 4, true);


--
-- Name: login_failure_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.login_failure_id_seq', 1, false);


--
-- Name: member_type_id_member_type_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.member_type_id_member_type_seq', 4, true);


--
-- Name: ministry_id_ministry_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ministry_id_ministry_seq', 1, true);


--
-- Name: n_gr_id_n_gr_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.n_gr_id_n_gr_seq', 44, true);


--
-- Name: otdel_id_otdel_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.otdel_id_otdel_seq', 7, true);


--
-- Name: plan_abit_id_plan_abit_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.plan_abit_id_plan_abit_seq', 176, true);


--
-- Name: qualification_id_qualification_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.qualification_id_qualification_seq', 13, true);


--
-- Name: rrnk_doljnost_id_rrnk_doljnost_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rrnk_doljnost_id_rrnk_doljnost_seq', 37, true);


--
-- Name: rrnk_gr_kolst_id_rrnk_gr_kolst_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rrnk_gr_kolst_id_rrnk_gr_kolst_seq', 554, true);


--
-- Name: software_licence_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.software_licence_id_seq', 1, true);


--
-- Name: special_id_special_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.special_id_special_seq', 35, true);


--
-- Name: speciality_id_speciality_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.speciality_id_speciality_seq', 44, true);


--
-- Name: specifics_id_specifics_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.specifics_id_specifics_seq', 8, true);


--
-- Name: study_group_id_group_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.study_group_id_group_seq', 347, true);


--
-- Name: vid_discipline_id_vid_discipline_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.vid_discipline_id_vid_discipline_seq', 3, true);


--
-- Name: vuz_id_vuz_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.vuz_id_vuz_seq', 1, true);


--
-- Name: wiki_news_id_question_answer_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.wiki_news_id_question_answer_seq', 6, true);


--
-- Name: a_year a_year_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.a_year
    ADD CONSTRAINT a_year_pkey PRIMARY KEY (id_a_year);


--
-- Name: app_setting app_setting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.app_setting
    ADD CONSTRAINT app_setting_pkey PRIMARY KEY (name);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: auditorium auditorium_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_pkey PRIMARY KEY (id_auditorium);


--
-- Name: avn_user avn_user_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.avn_user
    ADD CONSTRAINT avn_user_pkey PRIMARY KEY (id_avn_user);


--
-- Name: com_ebef_est com_ebef_est_id_ebe_var_id_estimation_form_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_ebef_est
    ADD CONSTRAINT com_ebef_est_id_ebe_var_id_estimation_form_key UNIQUE (id_ebe_var, id_estimation_form);


--
-- Name: com_ebef_est com_ebef_est_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_ebef_est
    ADD CONSTRAINT com_ebef_est_pkey PRIMARY KEY (id_com_ebef_est);


--
-- Name: com_gspe com_gspe_id_speciality_id_n_gr_id_sub_gr_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_gspe
    ADD CONSTRAINT com_gspe_id_speciality_id_n_gr_id_sub_gr_key UNIQUE (id_speciality, id_n_gr, id_sub_gr);


--
-- Name: com_gspe com_gspe_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_gspe
    ADD CONSTRAINT com_gspe_pkey PRIMARY KEY (id_com_gspe);


--
-- Name: direction direction_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.direction
    ADD CONSTRAINT direction_pkey PRIMARY KEY (id_direction);


--
-- Name: discipline discipline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discipline
    ADD CONSTRAINT discipline_pkey PRIMARY KEY (id_discipline);


--
-- Name: ebe_detal ebe_detal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe_detal
    ADD CONSTRAINT ebe_detal_pkey PRIMARY KEY (id_ebe_detal);


--
-- Name: ebe ebe_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe
    ADD CONSTRAINT ebe_pkey PRIMARY KEY (id_ebe);


--
-- Name: ebe_var ebe_var_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe_var
    ADD CONSTRAINT ebe_var_pkey PRIMARY KEY (id_ebe_var);


--
-- Name: est_config est_config_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.est_config
    ADD CONSTRAINT est_config_pkey PRIMARY KEY (id_est_config);


--
-- Name: estimation_form estimation_form_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.estimation_form
    ADD CONSTRAINT estimation_form_code_key UNIQUE (code);


--
-- Name: estimation_form estimation_form_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.estimation_form
    ADD CONSTRAINT estimation_form_pkey PRIMARY KEY (id_estimation_form);


--
-- Name: f_educ f_educ_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ
    ADD CONSTRAINT f_educ_pkey PRIMARY KEY (id_f_educ);


--
-- Name: f_educ_prog f_educ_prog_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ_prog
    ADD CONSTRAINT f_educ_prog_pkey PRIMARY KEY (id_f_educ_prog);


--
-- Name: f_educ_vid f_educ_vid_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ_vid
    ADD CONSTRAINT f_educ_vid_pkey PRIMARY KEY (id_f_educ_vid);


--
-- Name: faculty faculty_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faculty
    ADD CONSTRAINT faculty_pkey PRIMARY KEY (id_faculty);


--
-- Name: gak_member_history gak_member_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_history
    ADD CONSTRAINT gak_member_history_pkey PRIMARY KEY (id_gak_member_history);


--
-- Name: gak_member_speciality gak_member_speciality_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_speciality
    ADD CONSTRAINT gak_member_speciality_pkey PRIMARY KEY (id_gak_member_speciality);


--
-- Name: kafedra kafedra_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kafedra
    ADD CONSTRAINT kafedra_pkey PRIMARY KEY (id_kafedra);


--
-- Name: korpus korpus_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.korpus
    ADD CONSTRAINT korpus_pkey PRIMARY KEY (id_korpus);


--
-- Name: level level_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.level
    ADD CONSTRAINT level_pkey PRIMARY KEY (id_level);


--
-- Name: licence licence_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.licence
    ADD CONSTRAINT licence_pkey PRIMARY KEY (id_licence);


--
-- Name: login_failure login_failure_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_failure
    ADD CONSTRAINT login_failure_pkey PRIMARY KEY (id);


--
-- Name: member_type member_type_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_type
    ADD CONSTRAINT member_type_pkey PRIMARY KEY (id_member_type);


--
-- Name: ministry ministry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ministry
    ADD CONSTRAINT ministry_pkey PRIMARY KEY (id_ministry);


--
-- Name: n_gr n_gr_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.n_gr
    ADD CONSTRAINT n_gr_pkey PRIMARY KEY (id_n_gr);


--
-- Name: otdel otdel_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.otdel
    ADD CONSTRAINT otdel_pkey PRIMARY KEY (id_otdel);


--
-- Name: plan_abit plan_abit_id_speciality_a_year_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_abit
    ADD CONSTRAINT plan_abit_id_speciality_a_year_key UNIQUE (id_speciality, a_year);


--
-- Name: plan_abit plan_abit_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_abit
    ADD CONSTRAINT plan_abit_pkey PRIMARY KEY (id_plan_abit);


--
-- Name: qualification qualification_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.qualification
    ADD CONSTRAINT qualification_pkey PRIMARY KEY (id_qualification);


--
-- Name: rate rate_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate
    ADD CONSTRAINT rate_pkey PRIMARY KEY (id_rate);


--
-- Name: rrnk_doljnost rrnk_doljnost_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_doljnost
    ADD CONSTRAINT rrnk_doljnost_pkey PRIMARY KEY (id_rrnk_doljnost);


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_id_group_id_a_year_id_w_s_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst
    ADD CONSTRAINT rrnk_gr_kolst_id_group_id_a_year_id_w_s_key UNIQUE (id_group, id_a_year, id_w_s);


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst
    ADD CONSTRAINT rrnk_gr_kolst_pkey PRIMARY KEY (id_rrnk_gr_kolst);


--
-- Name: schema_migration schema_migration_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migration
    ADD CONSTRAINT schema_migration_pkey PRIMARY KEY (version);


--
-- Name: software_licence software_licence_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.software_licence
    ADD CONSTRAINT software_licence_pkey PRIMARY KEY (id);


--
-- Name: special special_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.special
    ADD CONSTRAINT special_pkey PRIMARY KEY (id_special);


--
-- Name: speciality speciality_id_faculty_id_direction_id_special_id_f_educ_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_faculty_id_direction_id_special_id_f_educ_key UNIQUE (id_faculty, id_direction, id_special, id_f_educ);


--
-- Name: speciality speciality_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_pkey PRIMARY KEY (id_speciality);


--
-- Name: specifics specifics_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.specifics
    ADD CONSTRAINT specifics_pkey PRIMARY KEY (id_specifics);


--
-- Name: study_group study_group_id_com_gspe_id_group_y_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.study_group
    ADD CONSTRAINT study_group_id_com_gspe_id_group_y_key UNIQUE (id_com_gspe, id_group_y);


--
-- Name: study_group study_group_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.study_group
    ADD CONSTRAINT study_group_pkey PRIMARY KEY (id_group);


--
-- Name: user_session user_session_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_session
    ADD CONSTRAINT user_session_pkey PRIMARY KEY (token_hash);


--
-- Name: user_sign_in user_sign_in_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sign_in
    ADD CONSTRAINT user_sign_in_pkey PRIMARY KEY (id_avn_user);


--
-- Name: vid_discipline vid_discipline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vid_discipline
    ADD CONSTRAINT vid_discipline_pkey PRIMARY KEY (id_vid_discipline);


--
-- Name: vuz vuz_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vuz
    ADD CONSTRAINT vuz_pkey PRIMARY KEY (id_vuz);


--
-- Name: w_s w_s_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.w_s
    ADD CONSTRAINT w_s_pkey PRIMARY KEY (id_w_s);


--
-- Name: wiki_news wiki_news_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wiki_news
    ADD CONSTRAINT wiki_news_pkey PRIMARY KEY (id_question_answer);


--
-- Name: wiki_news_read wiki_news_read_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wiki_news_read
    ADD CONSTRAINT wiki_news_read_pkey PRIMARY KEY (id_avn_user, id_wiki);


--
-- Name: audit_log_row_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_row_idx ON public.audit_log USING btree (table_name, row_id);


--
-- Name: audit_log_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_user_idx ON public.audit_log USING btree (id_avn_user);


--
-- Name: auditorium_faculty_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auditorium_faculty_idx ON public.auditorium USING btree (id_faculty);


--
-- Name: auditorium_kafedra_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auditorium_kafedra_idx ON public.auditorium USING btree (id_kafedra);


--
-- Name: auditorium_number_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX auditorium_number_key ON public.auditorium USING btree (id_korpus, lower(number));


--
-- Name: auditorium_otdel_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auditorium_otdel_idx ON public.auditorium USING btree (id_otdel_1);


--
-- Name: auditorium_specifics_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auditorium_specifics_idx ON public.auditorium USING btree (id_specifics);


--
-- Name: avn_user_login_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX avn_user_login_key ON public.avn_user USING btree (lower(login));


--
-- Name: com_ebef_est_form_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX com_ebef_est_form_idx ON public.com_ebef_est USING btree (id_estimation_form);


--
-- Name: com_gspe_n_gr_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX com_gspe_n_gr_idx ON public.com_gspe USING btree (id_n_gr);


--
-- Name: direction_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX direction_code_key ON public.direction USING btree (lower(code));


--
-- Name: discipline_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX discipline_code_key ON public.discipline USING btree (lower(code));


--
-- Name: discipline_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discipline_kind_idx ON public.discipline USING btree (id_vid_discipline);


--
-- Name: ebe_detal_range_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ebe_detal_range_idx ON public.ebe_detal USING btree (id_ebe, beg_bal);


--
-- Name: ebe_var_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ebe_var_name_key ON public.ebe_var USING btree (lower(ebe_var));


--
-- Name: ebe_variant_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ebe_variant_idx ON public.ebe USING btree (id_ebe_var, beg_bal);


--
-- Name: est_config_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX est_config_name_key ON public.est_config USING btree (id_ebe_var, lower(name_pole));


--
-- Name: est_config_variant_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX est_config_variant_idx ON public.est_config USING btree (id_ebe_var, order_pole);


--
-- Name: f_educ_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX f_educ_name_key ON public.f_educ USING btree (lower(f_educ));


--
-- Name: f_educ_prog_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX f_educ_prog_idx ON public.f_educ USING btree (id_f_educ_prog);


--
-- Name: f_educ_vid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX f_educ_vid_idx ON public.f_educ USING btree (id_f_educ_vid);


--
-- Name: faculty_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX faculty_name_key ON public.faculty USING btree (id_vuz, lower(faculty));


--
-- Name: faculty_vuz_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX faculty_vuz_idx ON public.faculty USING btree (id_vuz);


--
-- Name: gak_member_history_faculty_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gak_member_history_faculty_idx ON public.gak_member_history USING btree (id_faculty, since DESC);


--
-- Name: gak_member_history_present_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX gak_member_history_present_key ON public.gak_member_history USING btree (id_faculty, lower(member_name)) WHERE (until IS NULL);


--
-- Name: gak_member_history_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gak_member_history_type_idx ON public.gak_member_history USING btree (id_member_type);


--
-- Name: gak_member_speciality_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX gak_member_speciality_name_key ON public.gak_member_speciality USING btree (id_faculty, id_special, lower(member_name));


--
-- Name: gak_member_speciality_special_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gak_member_speciality_special_idx ON public.gak_member_speciality USING btree (id_special);


--
-- Name: gak_member_speciality_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gak_member_speciality_type_idx ON public.gak_member_speciality USING btree (id_member_type);


--
-- Name: kafedra_faculty_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX kafedra_faculty_idx ON public.kafedra USING btree (id_faculty);


--
-- Name: kafedra_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX kafedra_name_key ON public.kafedra USING btree (lower(f1));


--
-- Name: korpus_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX korpus_name_key ON public.korpus USING btree (lower(korpus));


--
-- Name: level_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX level_name_key ON public.level USING btree (lower(name_level));


--
-- Name: login_failure_address_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_failure_address_idx ON public.login_failure USING btree (address, failed_at);


--
-- Name: login_failure_login_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_failure_login_idx ON public.login_failure USING btree (lower(login), failed_at);


--
-- Name: login_failure_lookup_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_failure_lookup_idx ON public.login_failure USING btree (lower(login), address, failed_at);


--
-- Name: member_type_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX member_type_name_key ON public.member_type USING btree (lower(member_type));


--
-- Name: n_gr_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX n_gr_name_key ON public.n_gr USING btree (id_faculty, lower(n_gr));


--
-- Name: otdel_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX otdel_name_key ON public.otdel USING btree (lower(otdel));


--
-- Name: plan_abit_year_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX plan_abit_year_idx ON public.plan_abit USING btree (a_year);


--
-- Name: qualification_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX qualification_name_key ON public.qualification USING btree (lower(name_qualification));


--
-- Name: rrnk_doljnost_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX rrnk_doljnost_name_key ON public.rrnk_doljnost USING btree (id_a_year, lower(n_doljnost));


--
-- Name: rrnk_gr_kolst_w_s_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rrnk_gr_kolst_w_s_idx ON public.rrnk_gr_kolst USING btree (id_w_s);


--
-- Name: rrnk_gr_kolst_year_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rrnk_gr_kolst_year_idx ON public.rrnk_gr_kolst USING btree (id_a_year, id_w_s);


--
-- Name: special_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX special_code_key ON public.special USING btree (lower(code));


--
-- Name: speciality_direction_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_direction_idx ON public.speciality USING btree (id_direction);


--
-- Name: speciality_ebe_var_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_ebe_var_idx ON public.speciality USING btree (id_ebe_var);


--
-- Name: speciality_f_educ_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_f_educ_idx ON public.speciality USING btree (id_f_educ);


--
-- Name: speciality_kafedra_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_kafedra_idx ON public.speciality USING btree (id_kafedra);


--
-- Name: speciality_level_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_level_idx ON public.speciality USING btree (id_level);


--
-- Name: speciality_licence_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_licence_idx ON public.speciality USING btree (id_licence);


--
-- Name: speciality_qualification_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_qualification_idx ON public.speciality USING btree (id_qualification);


--
-- Name: speciality_special_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX speciality_special_idx ON public.speciality USING btree (id_special);


--
-- Name: specifics_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX specifics_name_key ON public.specifics USING btree (lower(specifics));


--
-- Name: study_group_year_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX study_group_year_idx ON public.study_group USING btree (id_group_y);


--
-- Name: user_session_last_seen_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_session_last_seen_idx ON public.user_session USING btree (last_seen_at);


--
-- Name: user_session_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_session_user_idx ON public.user_session USING btree (id_avn_user);


--
-- Name: vid_discipline_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX vid_discipline_name_key ON public.vid_discipline USING btree (lower(name));


--
-- Name: vuz_ministry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vuz_ministry_idx ON public.vuz USING btree (id_ministry);


--
-- Name: wiki_news_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wiki_news_newest_idx ON public.wiki_news USING btree (published_at DESC, id_question_answer DESC);


--
-- Name: wiki_news_read_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wiki_news_read_item_idx ON public.wiki_news_read USING btree (id_question_answer);


--
-- Name: a_year a_year_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER a_year_audit AFTER INSERT OR DELETE OR UPDATE ON public.a_year FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_a_year');


--
-- Name: a_year a_year_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER a_year_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a_year FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: a_year a_year_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER a_year_row_version BEFORE UPDATE ON public.a_year FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: app_setting app_setting_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER app_setting_audit AFTER INSERT OR DELETE OR UPDATE ON public.app_setting FOR EACH ROW EXECUTE FUNCTION public.audit_row('name');


--
-- Name: app_setting app_setting_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER app_setting_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.app_setting FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: app_setting app_setting_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER app_setting_row_version BEFORE UPDATE ON public.app_setting FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: audit_log audit_log_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_log_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: auditorium auditorium_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER auditorium_audit AFTER INSERT OR DELETE OR UPDATE ON public.auditorium FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_auditorium');


--
-- Name: auditorium auditorium_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER auditorium_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.auditorium FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: auditorium auditorium_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER auditorium_row_version BEFORE UPDATE ON public.auditorium FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: avn_user avn_user_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER avn_user_audit AFTER INSERT OR DELETE OR UPDATE ON public.avn_user FOR EACH ROW EXECUTE FUNCTION public.audit_user_row();


--
-- Name: avn_user avn_user_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER avn_user_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.avn_user FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: avn_user avn_user_password_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER avn_user_password_stamp BEFORE UPDATE OF password_hash ON public.avn_user FOR EACH ROW WHEN ((old.password_hash IS DISTINCT FROM new.password_hash)) EXECUTE FUNCTION public.stamp_password_change();


--
-- Name: avn_user avn_user_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER avn_user_row_version BEFORE UPDATE ON public.avn_user FOR EACH ROW WHEN (((((((((old.login IS DISTINCT FROM new.login) OR (old.surname IS DISTINCT FROM new.surname)) OR (old.name IS DISTINCT FROM new.name)) OR (old.patronymic IS DISTINCT FROM new.patronymic)) OR (old.role IS DISTINCT FROM new.role)) OR (old.all_faculties IS DISTINCT FROM new.all_faculties)) OR (old.faculty_ids IS DISTINCT FROM new.faculty_ids)) OR (old.disabled_at IS DISTINCT FROM new.disabled_at))) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: com_ebef_est com_ebef_est_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_ebef_est_audit AFTER INSERT OR DELETE OR UPDATE ON public.com_ebef_est FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_com_ebef_est');


--
-- Name: com_ebef_est com_ebef_est_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_ebef_est_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.com_ebef_est FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: com_ebef_est com_ebef_est_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_ebef_est_row_version BEFORE UPDATE ON public.com_ebef_est FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: com_gspe com_gspe_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_gspe_audit AFTER INSERT OR DELETE OR UPDATE ON public.com_gspe FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_com_gspe');


--
-- Name: com_gspe com_gspe_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_gspe_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.com_gspe FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: com_gspe com_gspe_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER com_gspe_row_version BEFORE UPDATE ON public.com_gspe FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: direction direction_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER direction_audit AFTER INSERT OR DELETE OR UPDATE ON public.direction FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_direction');


--
-- Name: direction direction_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER direction_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.direction FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: direction direction_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER direction_row_version BEFORE UPDATE ON public.direction FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: discipline discipline_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER discipline_audit AFTER INSERT OR DELETE OR UPDATE ON public.discipline FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_discipline');


--
-- Name: discipline discipline_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER discipline_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.discipline FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: discipline discipline_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER discipline_row_version BEFORE UPDATE ON public.discipline FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: ebe ebe_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_audit AFTER INSERT OR DELETE OR UPDATE ON public.ebe FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_ebe');


--
-- Name: ebe ebe_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.ebe FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: ebe_detal ebe_detal_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_detal_audit AFTER INSERT OR DELETE OR UPDATE ON public.ebe_detal FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_ebe_detal');


--
-- Name: ebe_detal ebe_detal_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_detal_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.ebe_detal FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: ebe_detal ebe_detal_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_detal_row_version BEFORE UPDATE ON public.ebe_detal FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: ebe ebe_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_row_version BEFORE UPDATE ON public.ebe FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: ebe_var ebe_var_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_var_audit AFTER INSERT OR DELETE OR UPDATE ON public.ebe_var FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_ebe_var');


--
-- Name: ebe_var ebe_var_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_var_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.ebe_var FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: ebe_var ebe_var_display_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_var_display_rules AFTER INSERT ON public.ebe_var FOR EACH ROW EXECUTE FUNCTION public.add_variant_display_rules();


--
-- Name: ebe_var ebe_var_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ebe_var_row_version BEFORE UPDATE ON public.ebe_var FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: est_config est_config_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER est_config_audit AFTER INSERT OR DELETE OR UPDATE ON public.est_config FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_est_config');


--
-- Name: est_config est_config_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER est_config_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.est_config FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: est_config est_config_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER est_config_row_version BEFORE UPDATE ON public.est_config FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: estimation_form estimation_form_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER estimation_form_audit AFTER INSERT OR DELETE OR UPDATE ON public.estimation_form FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_estimation_form');


--
-- Name: estimation_form estimation_form_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER estimation_form_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.estimation_form FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: estimation_form estimation_form_display_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER estimation_form_display_rules AFTER INSERT ON public.estimation_form FOR EACH ROW EXECUTE FUNCTION public.add_form_display_rules();


--
-- Name: estimation_form estimation_form_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER estimation_form_row_version BEFORE UPDATE ON public.estimation_form FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: f_educ f_educ_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_audit AFTER INSERT OR DELETE OR UPDATE ON public.f_educ FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_f_educ');


--
-- Name: f_educ f_educ_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.f_educ FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: f_educ_prog f_educ_prog_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_prog_audit AFTER INSERT OR DELETE OR UPDATE ON public.f_educ_prog FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_f_educ_prog');


--
-- Name: f_educ_prog f_educ_prog_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_prog_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.f_educ_prog FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: f_educ_prog f_educ_prog_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_prog_row_version BEFORE UPDATE ON public.f_educ_prog FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: f_educ f_educ_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_row_version BEFORE UPDATE ON public.f_educ FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: f_educ_vid f_educ_vid_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_vid_audit AFTER INSERT OR DELETE OR UPDATE ON public.f_educ_vid FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_f_educ_vid');


--
-- Name: f_educ_vid f_educ_vid_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_vid_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.f_educ_vid FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: f_educ_vid f_educ_vid_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER f_educ_vid_row_version BEFORE UPDATE ON public.f_educ_vid FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: faculty faculty_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faculty_audit AFTER INSERT OR DELETE OR UPDATE ON public.faculty FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_faculty');


--
-- Name: faculty faculty_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faculty_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.faculty FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: faculty faculty_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faculty_row_version BEFORE UPDATE ON public.faculty FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: gak_member_history gak_member_history_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_history_audit AFTER INSERT OR DELETE OR UPDATE ON public.gak_member_history FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_gak_member_history');


--
-- Name: gak_member_history gak_member_history_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_history_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.gak_member_history FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: gak_member_history gak_member_history_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_history_row_version BEFORE UPDATE ON public.gak_member_history FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: gak_member_speciality gak_member_speciality_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_speciality_audit AFTER INSERT OR DELETE OR UPDATE ON public.gak_member_speciality FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_gak_member_speciality');


--
-- Name: gak_member_speciality gak_member_speciality_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_speciality_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.gak_member_speciality FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: gak_member_speciality gak_member_speciality_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gak_member_speciality_row_version BEFORE UPDATE ON public.gak_member_speciality FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: kafedra kafedra_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER kafedra_audit AFTER INSERT OR DELETE OR UPDATE ON public.kafedra FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_kafedra');


--
-- Name: kafedra kafedra_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER kafedra_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.kafedra FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: kafedra kafedra_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER kafedra_row_version BEFORE UPDATE ON public.kafedra FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: korpus korpus_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER korpus_audit AFTER INSERT OR DELETE OR UPDATE ON public.korpus FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_korpus');


--
-- Name: korpus korpus_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER korpus_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.korpus FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: korpus korpus_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER korpus_row_version BEFORE UPDATE ON public.korpus FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: level level_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER level_audit AFTER INSERT OR DELETE OR UPDATE ON public.level FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_level');


--
-- Name: level level_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER level_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.level FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: level level_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER level_row_version BEFORE UPDATE ON public.level FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: licence licence_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER licence_audit AFTER INSERT OR DELETE OR UPDATE ON public.licence FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_licence');


--
-- Name: licence licence_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER licence_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.licence FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: licence licence_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER licence_row_version BEFORE UPDATE ON public.licence FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: member_type member_type_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_type_audit AFTER INSERT OR DELETE OR UPDATE ON public.member_type FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_member_type');


--
-- Name: member_type member_type_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_type_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.member_type FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: member_type member_type_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_type_row_version BEFORE UPDATE ON public.member_type FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: ministry ministry_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ministry_audit AFTER INSERT OR DELETE OR UPDATE ON public.ministry FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_ministry');


--
-- Name: ministry ministry_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ministry_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.ministry FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: ministry ministry_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ministry_row_version BEFORE UPDATE ON public.ministry FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: n_gr n_gr_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER n_gr_audit AFTER INSERT OR DELETE OR UPDATE ON public.n_gr FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_n_gr');


--
-- Name: n_gr n_gr_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER n_gr_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.n_gr FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: n_gr n_gr_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER n_gr_row_version BEFORE UPDATE ON public.n_gr FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: otdel otdel_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER otdel_audit AFTER INSERT OR DELETE OR UPDATE ON public.otdel FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_otdel');


--
-- Name: otdel otdel_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER otdel_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.otdel FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: otdel otdel_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER otdel_row_version BEFORE UPDATE ON public.otdel FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: plan_abit plan_abit_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER plan_abit_audit AFTER INSERT OR DELETE OR UPDATE ON public.plan_abit FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_plan_abit');


--
-- Name: plan_abit plan_abit_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER plan_abit_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.plan_abit FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: plan_abit plan_abit_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER plan_abit_row_version BEFORE UPDATE ON public.plan_abit FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: qualification qualification_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER qualification_audit AFTER INSERT OR DELETE OR UPDATE ON public.qualification FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_qualification');


--
-- Name: qualification qualification_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER qualification_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.qualification FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: qualification qualification_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER qualification_row_version BEFORE UPDATE ON public.qualification FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: rate rate_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rate_audit AFTER INSERT OR DELETE OR UPDATE ON public.rate FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_rate');


--
-- Name: rate rate_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rate_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rate FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: rate rate_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rate_row_version BEFORE UPDATE ON public.rate FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: rrnk_doljnost rrnk_doljnost_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_doljnost_audit AFTER INSERT OR DELETE OR UPDATE ON public.rrnk_doljnost FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_rrnk_doljnost');


--
-- Name: rrnk_doljnost rrnk_doljnost_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_doljnost_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rrnk_doljnost FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: rrnk_doljnost rrnk_doljnost_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_doljnost_row_version BEFORE UPDATE ON public.rrnk_doljnost FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_gr_kolst_audit AFTER INSERT OR DELETE OR UPDATE ON public.rrnk_gr_kolst FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_rrnk_gr_kolst');


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_gr_kolst_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rrnk_gr_kolst FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rrnk_gr_kolst_row_version BEFORE UPDATE ON public.rrnk_gr_kolst FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: software_licence software_licence_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER software_licence_audit AFTER INSERT OR DELETE OR UPDATE ON public.software_licence FOR EACH ROW EXECUTE FUNCTION public.audit_row('id');


--
-- Name: software_licence software_licence_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER software_licence_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.software_licence FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: software_licence software_licence_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER software_licence_row_version BEFORE UPDATE ON public.software_licence FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: special special_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER special_audit AFTER INSERT OR DELETE OR UPDATE ON public.special FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_special');


--
-- Name: special special_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER special_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.special FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: special special_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER special_row_version BEFORE UPDATE ON public.special FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: speciality speciality_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER speciality_audit AFTER INSERT OR DELETE OR UPDATE ON public.speciality FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_speciality');


--
-- Name: speciality speciality_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER speciality_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.speciality FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: speciality speciality_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER speciality_row_version BEFORE UPDATE ON public.speciality FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: specifics specifics_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER specifics_audit AFTER INSERT OR DELETE OR UPDATE ON public.specifics FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_specifics');


--
-- Name: specifics specifics_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER specifics_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.specifics FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: specifics specifics_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER specifics_row_version BEFORE UPDATE ON public.specifics FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: study_group study_group_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER study_group_audit AFTER INSERT OR DELETE OR UPDATE ON public.study_group FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_group');


--
-- Name: study_group study_group_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER study_group_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.study_group FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: study_group study_group_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER study_group_row_version BEFORE UPDATE ON public.study_group FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: user_session user_session_ended; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_session_ended AFTER DELETE ON public.user_session REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION public.announce_ended_sessions();


--
-- Name: user_session user_session_shortened; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_session_shortened AFTER UPDATE ON public.user_session REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update FOR EACH STATEMENT EXECUTE FUNCTION public.announce_shortened_sessions();


--
-- Name: user_session user_session_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_session_truncated AFTER TRUNCATE ON public.user_session FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: user_sign_in user_sign_in_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_sign_in_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.user_sign_in FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: vid_discipline vid_discipline_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vid_discipline_audit AFTER INSERT OR DELETE OR UPDATE ON public.vid_discipline FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_vid_discipline');


--
-- Name: vid_discipline vid_discipline_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vid_discipline_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.vid_discipline FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: vid_discipline vid_discipline_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vid_discipline_row_version BEFORE UPDATE ON public.vid_discipline FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: vuz vuz_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vuz_audit AFTER INSERT OR DELETE OR UPDATE ON public.vuz FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_vuz');


--
-- Name: vuz vuz_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vuz_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.vuz FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: vuz vuz_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vuz_row_version BEFORE UPDATE ON public.vuz FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: w_s w_s_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER w_s_audit AFTER INSERT OR DELETE OR UPDATE ON public.w_s FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_w_s');


--
-- Name: w_s w_s_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER w_s_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.w_s FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: w_s w_s_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER w_s_row_version BEFORE UPDATE ON public.w_s FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: wiki_news wiki_news_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_audit AFTER INSERT OR DELETE OR UPDATE ON public.wiki_news FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_question_answer');


--
-- Name: wiki_news wiki_news_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.wiki_news FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: wiki_news_read wiki_news_read_audit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_read_audit AFTER INSERT OR DELETE OR UPDATE ON public.wiki_news_read FOR EACH ROW EXECUTE FUNCTION public.audit_row('id_wiki');


--
-- Name: wiki_news_read wiki_news_read_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_read_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.wiki_news_read FOR EACH STATEMENT EXECUTE FUNCTION public.announce_table_change();


--
-- Name: wiki_news_read wiki_news_read_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_read_row_version BEFORE UPDATE ON public.wiki_news_read FOR EACH ROW WHEN ((((old.id_avn_user IS DISTINCT FROM new.id_avn_user) OR (old.id_wiki IS DISTINCT FROM new.id_wiki)) OR (old.read_at IS DISTINCT FROM new.read_at))) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: wiki_news wiki_news_row_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER wiki_news_row_version BEFORE UPDATE ON public.wiki_news FOR EACH ROW WHEN ((old.* IS DISTINCT FROM new.*)) EXECUTE FUNCTION public.bump_row_version();


--
-- Name: auditorium auditorium_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: auditorium auditorium_id_kafedra_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_id_kafedra_fkey FOREIGN KEY (id_kafedra) REFERENCES public.kafedra(id_kafedra) ON DELETE RESTRICT;


--
-- Name: auditorium auditorium_id_korpus_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_id_korpus_fkey FOREIGN KEY (id_korpus) REFERENCES public.korpus(id_korpus) ON DELETE RESTRICT;


--
-- Name: auditorium auditorium_id_otdel_1_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_id_otdel_1_fkey FOREIGN KEY (id_otdel_1) REFERENCES public.otdel(id_otdel) ON DELETE RESTRICT;


--
-- Name: auditorium auditorium_id_specifics_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auditorium
    ADD CONSTRAINT auditorium_id_specifics_fkey FOREIGN KEY (id_specifics) REFERENCES public.specifics(id_specifics) ON DELETE RESTRICT;


--
-- Name: com_ebef_est com_ebef_est_id_ebe_var_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_ebef_est
    ADD CONSTRAINT com_ebef_est_id_ebe_var_fkey FOREIGN KEY (id_ebe_var) REFERENCES public.ebe_var(id_ebe_var) ON DELETE CASCADE;


--
-- Name: com_ebef_est com_ebef_est_id_estimation_form_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_ebef_est
    ADD CONSTRAINT com_ebef_est_id_estimation_form_fkey FOREIGN KEY (id_estimation_form) REFERENCES public.estimation_form(id_estimation_form) ON DELETE RESTRICT;


--
-- Name: com_gspe com_gspe_id_n_gr_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_gspe
    ADD CONSTRAINT com_gspe_id_n_gr_fkey FOREIGN KEY (id_n_gr) REFERENCES public.n_gr(id_n_gr) ON DELETE RESTRICT;


--
-- Name: com_gspe com_gspe_id_speciality_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.com_gspe
    ADD CONSTRAINT com_gspe_id_speciality_fkey FOREIGN KEY (id_speciality) REFERENCES public.speciality(id_speciality) ON DELETE RESTRICT;


--
-- Name: discipline discipline_id_vid_discipline_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discipline
    ADD CONSTRAINT discipline_id_vid_discipline_fkey FOREIGN KEY (id_vid_discipline) REFERENCES public.vid_discipline(id_vid_discipline) ON DELETE RESTRICT;


--
-- Name: ebe_detal ebe_detal_id_ebe_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe_detal
    ADD CONSTRAINT ebe_detal_id_ebe_fkey FOREIGN KEY (id_ebe) REFERENCES public.ebe(id_ebe) ON DELETE RESTRICT;


--
-- Name: ebe ebe_id_ebe_var_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ebe
    ADD CONSTRAINT ebe_id_ebe_var_fkey FOREIGN KEY (id_ebe_var) REFERENCES public.ebe_var(id_ebe_var) ON DELETE RESTRICT;


--
-- Name: est_config est_config_id_ebe_var_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.est_config
    ADD CONSTRAINT est_config_id_ebe_var_fkey FOREIGN KEY (id_ebe_var) REFERENCES public.ebe_var(id_ebe_var) ON DELETE RESTRICT;


--
-- Name: f_educ f_educ_id_f_educ_prog_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ
    ADD CONSTRAINT f_educ_id_f_educ_prog_fkey FOREIGN KEY (id_f_educ_prog) REFERENCES public.f_educ_prog(id_f_educ_prog) ON DELETE RESTRICT;


--
-- Name: f_educ f_educ_id_f_educ_vid_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.f_educ
    ADD CONSTRAINT f_educ_id_f_educ_vid_fkey FOREIGN KEY (id_f_educ_vid) REFERENCES public.f_educ_vid(id_f_educ_vid) ON DELETE RESTRICT;


--
-- Name: faculty faculty_id_vuz_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faculty
    ADD CONSTRAINT faculty_id_vuz_fkey FOREIGN KEY (id_vuz) REFERENCES public.vuz(id_vuz) ON DELETE RESTRICT;


--
-- Name: gak_member_history gak_member_history_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_history
    ADD CONSTRAINT gak_member_history_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: gak_member_history gak_member_history_id_member_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_history
    ADD CONSTRAINT gak_member_history_id_member_type_fkey FOREIGN KEY (id_member_type) REFERENCES public.member_type(id_member_type) ON DELETE RESTRICT;


--
-- Name: gak_member_speciality gak_member_speciality_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_speciality
    ADD CONSTRAINT gak_member_speciality_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: gak_member_speciality gak_member_speciality_id_member_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_speciality
    ADD CONSTRAINT gak_member_speciality_id_member_type_fkey FOREIGN KEY (id_member_type) REFERENCES public.member_type(id_member_type) ON DELETE RESTRICT;


--
-- Name: gak_member_speciality gak_member_speciality_id_special_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gak_member_speciality
    ADD CONSTRAINT gak_member_speciality_id_special_fkey FOREIGN KEY (id_special) REFERENCES public.special(id_special) ON DELETE RESTRICT;


--
-- Name: kafedra kafedra_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kafedra
    ADD CONSTRAINT kafedra_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: n_gr n_gr_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.n_gr
    ADD CONSTRAINT n_gr_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: plan_abit plan_abit_a_year_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_abit
    ADD CONSTRAINT plan_abit_a_year_fkey FOREIGN KEY (a_year) REFERENCES public.a_year(id_a_year) ON DELETE RESTRICT;


--
-- Name: plan_abit plan_abit_id_speciality_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_abit
    ADD CONSTRAINT plan_abit_id_speciality_fkey FOREIGN KEY (id_speciality) REFERENCES public.speciality(id_speciality) ON DELETE RESTRICT;


--
-- Name: rrnk_doljnost rrnk_doljnost_id_a_year_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_doljnost
    ADD CONSTRAINT rrnk_doljnost_id_a_year_fkey FOREIGN KEY (id_a_year) REFERENCES public.a_year(id_a_year) ON DELETE RESTRICT;


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_id_a_year_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst
    ADD CONSTRAINT rrnk_gr_kolst_id_a_year_fkey FOREIGN KEY (id_a_year) REFERENCES public.a_year(id_a_year) ON DELETE RESTRICT;


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_id_group_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst
    ADD CONSTRAINT rrnk_gr_kolst_id_group_fkey FOREIGN KEY (id_group) REFERENCES public.study_group(id_group) ON DELETE CASCADE;


--
-- Name: rrnk_gr_kolst rrnk_gr_kolst_id_w_s_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rrnk_gr_kolst
    ADD CONSTRAINT rrnk_gr_kolst_id_w_s_fkey FOREIGN KEY (id_w_s) REFERENCES public.w_s(id_w_s) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_direction_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_direction_fkey FOREIGN KEY (id_direction) REFERENCES public.direction(id_direction) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_ebe_var_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_ebe_var_fkey FOREIGN KEY (id_ebe_var) REFERENCES public.ebe_var(id_ebe_var) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_f_educ_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_f_educ_fkey FOREIGN KEY (id_f_educ) REFERENCES public.f_educ(id_f_educ) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_faculty_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_faculty_fkey FOREIGN KEY (id_faculty) REFERENCES public.faculty(id_faculty) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_kafedra_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_kafedra_fkey FOREIGN KEY (id_kafedra) REFERENCES public.kafedra(id_kafedra) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_level_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_level_fkey FOREIGN KEY (id_level) REFERENCES public.level(id_level) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_licence_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_licence_fkey FOREIGN KEY (id_licence) REFERENCES public.licence(id_licence) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_qualification_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_qualification_fkey FOREIGN KEY (id_qualification) REFERENCES public.qualification(id_qualification) ON DELETE RESTRICT;


--
-- Name: speciality speciality_id_special_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.speciality
    ADD CONSTRAINT speciality_id_special_fkey FOREIGN KEY (id_special) REFERENCES public.special(id_special) ON DELETE RESTRICT;


--
-- Name: study_group study_group_id_com_gspe_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.study_group
    ADD CONSTRAINT study_group_id_com_gspe_fkey FOREIGN KEY (id_com_gspe) REFERENCES public.com_gspe(id_com_gspe) ON DELETE RESTRICT;


--
-- Name: study_group study_group_id_group_y_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.study_group
    ADD CONSTRAINT study_group_id_group_y_fkey FOREIGN KEY (id_group_y) REFERENCES public.a_year(id_a_year) ON DELETE RESTRICT;


--
-- Name: user_session user_session_id_avn_user_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_session
    ADD CONSTRAINT user_session_id_avn_user_fkey FOREIGN KEY (id_avn_user) REFERENCES public.avn_user(id_avn_user) ON DELETE CASCADE;


--
-- Name: user_sign_in user_sign_in_id_avn_user_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sign_in
    ADD CONSTRAINT user_sign_in_id_avn_user_fkey FOREIGN KEY (id_avn_user) REFERENCES public.avn_user(id_avn_user) ON DELETE CASCADE;


--
-- Name: vuz vuz_id_ministry_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vuz
    ADD CONSTRAINT vuz_id_ministry_fkey FOREIGN KEY (id_ministry) REFERENCES public.ministry(id_ministry) ON DELETE RESTRICT;


--
-- Name: wiki_news_read wiki_news_read_id_avn_user_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wiki_news_read
    ADD CONSTRAINT wiki_news_read_id_avn_user_fkey FOREIGN KEY (id_avn_user) REFERENCES public.avn_user(id_avn_user) ON DELETE CASCADE;


--
-- Name: wiki_news_read wiki_news_read_id_question_answer_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wiki_news_read
    ADD CONSTRAINT wiki_news_read_id_question_answer_fkey FOREIGN KEY (id_question_answer) REFERENCES public.wiki_news(id_question_answer) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


