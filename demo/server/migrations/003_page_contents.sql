-- A page's content blocks (001 §3 Page content block: styled, timed sections, served as the
-- GraphQL Page's pageContents), kept apart from `content`, the page's rich blocks.
ALTER TABLE pages ADD COLUMN page_contents jsonb NOT NULL DEFAULT '[]';
