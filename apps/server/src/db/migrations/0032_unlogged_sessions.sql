-- Sessions in an unlogged table on PostgreSQL (issue 14): every request moves its session's idle clock (one
-- UPDATE, docs/business-rules.md "Sessions"), and with the table logged each of those commits waited for the
-- write-ahead log to reach the disk. Unlogged, the clock moves without that wait. The price: a crash of PostgreSQL
-- itself (not a clean restart, not a crash of the portal's server) or a fail-over to a replica empties the table,
-- and everyone logs in again; no business data lives here. The embedded database (PGlite, built with Emscripten)
-- keeps the table logged: it runs inside the server's process, so a killed server would be a crashed database and
-- would lose every session.
DO $$
BEGIN
	IF version() NOT LIKE '%emcc%' THEN
		ALTER TABLE "sessions" SET UNLOGGED;
	END IF;
END
$$;
