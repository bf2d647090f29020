-- Issue 44: the account page lists the user's sessions with their device, read from the User-Agent at login.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;
