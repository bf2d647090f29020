-- Each claim's version, raised by every step the insurer takes on it (issue 42): a step names the version its
-- handler saw, and a claim changed meanwhile refuses the step instead of being silently overwritten.
ALTER TABLE "claims" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
