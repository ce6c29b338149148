-- A database that already holds one person twice (ADR 030): the earliest record keeps the identity
-- number; the later ones lose it, and the audit trail keeps what they had, for an admin to merge.
WITH ranked AS (
  SELECT id, identity_number,
    row_number() OVER (
      PARTITION BY upper(regexp_replace(identity_number, '[^0-9A-Za-z]', '', 'g'))
      ORDER BY created_at, id
    ) AS n
  FROM customers
  WHERE deleted_at IS NULL AND upper(regexp_replace(identity_number, '[^0-9A-Za-z]', '', 'g')) <> ''
), cleared AS (
  UPDATE customers c SET identity_number = NULL, updated_at = now()
  FROM ranked r WHERE c.id = r.id AND r.n > 1
  RETURNING c.id, r.identity_number
)
INSERT INTO audit_log (entity_type, entity_id, action, actor_role, changes)
SELECT 'customer', id::text, 'updated', 'system',
  jsonb_build_object('identityNumber', jsonb_build_object('from', identity_number, 'to', NULL))
FROM cleared;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_identity_document_key" ON "customers" USING btree (upper(regexp_replace("identity_number", '[^0-9A-Za-z]', '', 'g'))) WHERE "customers"."deleted_at" is null and upper(regexp_replace("customers"."identity_number", '[^0-9A-Za-z]', '', 'g')) <> '';
