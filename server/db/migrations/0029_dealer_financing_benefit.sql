-- The dealer-financing benefit (SPEC §5, docs/decisions/0043-dealer-financing-package.md): the
-- packages Premium and Nelimitat carry 'dealerfin', after their other benefits.
INSERT INTO "billing_product_benefits" ("product_id", "code", "quantity", "position")
SELECT p.id, 'dealerfin', NULL, 6
FROM "billing_products" p
WHERE p.code IN ('premium', 'nelimitat')
ON CONFLICT ("product_id", "code") DO NOTHING;
