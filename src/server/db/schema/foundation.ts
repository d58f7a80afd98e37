import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Typed mirror of migrations/0001_foundation.sql (the SQL files are the source of truth).

export const users = pgTable('avn_user', {
  id: serial('id_avn_user').primaryKey(),
  login: text('login').notNull(),
  passwordHash: text('password_hash').notNull(),
  surname: text('surname').notNull(),
  name: text('name').notNull(),
  patronymic: text('patronymic').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // migrations/0006_password_change.sql
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  // migrations/0008_roles.sql
  role: text('role', { enum: ['administrator', 'editor', 'viewer'] })
    .notNull()
    .default('viewer'),
  allFaculties: boolean('all_faculties').notNull().default(false),
  facultyIds: integer('faculty_ids').array().notNull().default([]),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  rowVersion: integer('row_version').notNull().default(1),
});

export const sessions = pgTable('user_session', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('id_avn_user').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  address: text('address').notNull(),
});

export const loginFailures = pgTable('login_failure', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  login: text('login').notNull(),
  address: text('address').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('id_avn_user'),
  tableName: text('table_name').notNull(),
  rowId: text('row_id').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
});

// migrations/0008_roles.sql
export const signIns = pgTable('user_sign_in', {
  userId: integer('id_avn_user').primaryKey(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
});
