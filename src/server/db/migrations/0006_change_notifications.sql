-- Change notifications for the server's in-memory read caches (docs/decisions/0021-read-caches.md).
-- Every write that can change a cached read sends NOTIFY on 'nitsmun_changes' when its transaction commits,
-- to every server instance: 'account:<id>' when an account or one of its live sessions changes or goes,
-- 'accounts' when the table is truncated, and the table's name for the tables of the invite lists and of the
-- events list.
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('nitsmun_changes', 'accounts');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('nitsmun_changes', 'account:' || OLD."user_id");
  ELSE
    PERFORM pg_notify('nitsmun_changes', 'account:' || OLD."id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nitsmun_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions no longer live (revoked or expired) were already forgotten: deleting them says nothing new.
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS NULL AND OLD."expires_at" > now())
  EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "groups_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "invites_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invites"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "events_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "committees_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "committees"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "portfolios_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portfolios"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
