-- Every instance keeps the sessions it served in memory (platform/session-cache.ts) and forgets one as soon as the
-- database says it changed: a session deleted (logout, password change, a disabled user, the expiry sweep), moved to
-- another account or user, or cut short is announced on the channel `session_changed` with its token hash. Moving
-- the idle expiry forward, which the instances themselves do about once a minute, is not announced.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.token_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_changed_notify AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.is_staff IS DISTINCT FROM NEW.is_staff
    OR NEW.expires_at < OLD.expires_at
  )
  EXECUTE FUNCTION notify_session_change();
