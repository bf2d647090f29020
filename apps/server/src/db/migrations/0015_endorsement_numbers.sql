CREATE SEQUENCE "public"."endorsement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "endorsement_no" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "endorsement_no" text;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_endorsement_no_unique" UNIQUE("endorsement_no");
