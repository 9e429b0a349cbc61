-- The admins' audit trail (issue 36): every admin action on a listing or an account, with the admin's
-- name and the listing's title as they were. No foreign keys, so nothing a deletion cascades to.
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"admin_name" text,
	"property_id" uuid,
	"property_title" text,
	"account_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_actions_property_idx" ON "admin_actions" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_account_idx" ON "admin_actions" USING btree ("account_id","created_at");--> statement-breakpoint
-- The moderation trail before it moves over: the admin's name and the owner as they are now, the
-- best that is known of them.
INSERT INTO "admin_actions" ("id", "action", "admin_id", "admin_name", "property_id", "property_title", "account_id", "reason", "created_at")
  SELECT ma.id, ma.action, ma.admin_id, u.name, ma.property_id, ma.property_title, p.user_id, ma.reason, ma.created_at
  FROM "moderation_actions" ma
  LEFT JOIN "users" u ON u.id = ma.admin_id
  LEFT JOIN "properties" p ON p.id = ma.property_id;--> statement-breakpoint
DROP TABLE "moderation_actions" CASCADE;--> statement-breakpoint
-- Append-only: the app inserts and reads, and the database refuses any change or deletion of an entry.
CREATE OR REPLACE FUNCTION admin_actions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_actions_append_only BEFORE UPDATE OR DELETE ON admin_actions
  FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only();
