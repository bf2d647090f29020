-- Drafts saved before draft_request_key existed kept their saveDraft key in request_key: move it, so that
-- submitting such a draft with the same key declares it (docs/business-rules.md "Declarations").
UPDATE "declarations" SET "draft_request_key" = "request_key", "request_key" = NULL WHERE "status" = '01' AND "request_key" IS NOT NULL;--> statement-breakpoint
-- The menu item of /pending-task/application is the application enquiry (seeded menus are not re-seeded).
UPDATE "menus" SET "name_en" = 'Application enquiry' WHERE "menu_key" = 'insure.enquiry';
