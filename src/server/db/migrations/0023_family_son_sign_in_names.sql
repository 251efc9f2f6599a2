-- A son with a made-up address (…@family.strongbond.invalid, or the earlier family.strongbond.app) and no family
-- sign-in name gets one from the address's own name: "luke.k7m2pq" becomes "luke-k7m2pq" (legacy addresses get a
-- suffix from their id), so his dad never needs to be shown the made-up address. Same rule as son-email.ts.
UPDATE "users" AS u
SET "family_sign_in_name" = n.name
FROM (
  SELECT
    id,
    left(
      CASE WHEN first ~ '^[a-z]' THEN first ELSE 's' || first END,
      24 - 1 - length(suffix)
    ) || '-' || suffix AS name
  FROM (
    SELECT
      id,
      regexp_replace(lower(split_part(split_part(email, '@', 1), '.', 1)), '[^a-z0-9]', '', 'g') AS first,
      CASE
        WHEN email LIKE '%@family.strongbond.invalid' AND split_part(split_part(email, '@', 1), '.', 2) ~ '^[a-z0-9]{1,10}$'
          THEN split_part(split_part(email, '@', 1), '.', 2)
        ELSE substr(md5(id), 1, 6)
      END AS suffix
    FROM "users"
    WHERE "family_sign_in_name" IS NULL
      AND (email LIKE '%@family.strongbond.invalid' OR email LIKE '%@family.strongbond.app')
  ) AS parts
) AS n
WHERE u.id = n.id
  AND n.name ~ '^[a-z][a-z0-9-]{2,23}$'
  AND NOT EXISTS (SELECT 1 FROM "users" AS taken WHERE taken."family_sign_in_name" = n.name);
