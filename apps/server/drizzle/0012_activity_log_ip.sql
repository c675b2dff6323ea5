ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_acting_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "ip" "inet";--> statement-breakpoint
CREATE INDEX "activity_log_acting_account_id_idx" ON "activity_log" USING btree ("acting_account_id");--> statement-breakpoint
-- Hand-written (carry over when renumbering): the activity log is append-only. No API edits or deletes it, and
-- this guard refuses it to any other client too, so a row once written stays as written (docs/decisions/034).
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log rows can not be changed or removed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_append_only"();
