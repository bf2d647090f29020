-- Issue 43: 批改 is "endorsement" in English everywhere (docs/glossary.md). Seeded menus and notices are not
-- re-seeded, so an existing database gets the new English names of the endorsement menus here.
UPDATE "menus" SET "name_en" = 'Endorsement service' WHERE "menu_key" = 'correction';--> statement-breakpoint
UPDATE "menus" SET "name_en" = 'Online endorsement' WHERE "menu_key" = 'correction.online';--> statement-breakpoint
UPDATE "menus" SET "name_en" = 'Endorsement request enquiry' WHERE "menu_key" = 'correction.enquiry';
