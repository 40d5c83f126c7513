-- The chair guard keeps its answers in memory (docs/decisions/0072-chair-guard-in-memory.md): a write to the
-- chairs (an invite accepted, a chair removed or invited again) tells every server instance through the change
-- feed of migration 0006, as a rename of an event or a committee already does.
CREATE TRIGGER "committee_chairs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "committee_chairs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
