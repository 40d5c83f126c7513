-- The 2024 seed's hero gets its phones' cut (docs/decisions/0040-hero-phone-crop.md), made from the seeded
-- poster by the server's own cropNarrow. A hero that a superadmin has replaced is left as it is.
UPDATE "events"
SET "hero" = "hero" || '{"narrow": {"url": "/events/annual-conference-2024/hero-narrow.webp", "width": 547, "height": 820}}'::jsonb
WHERE "hero"->>'url' = '/events/annual-conference-2024/hero-1920.webp' AND NOT ("hero" ? 'narrow');
