-- The content service (presentation-content.md §7 Content service): stories per store view, each
-- with a draft and a published version, and releases that hold versions published together.

CREATE TABLE content_story (
  id serial PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  store_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The draft: what editors save and the preview shows.
  draft_name text NOT NULL,
  draft_full_slug text NOT NULL UNIQUE,
  draft_content jsonb NOT NULL,
  draft_updated_at timestamptz NOT NULL DEFAULT now(),
  -- The published version (null until first published): what shoppers see.
  published_name text,
  published_full_slug text UNIQUE,
  published_content jsonb,
  published_at timestamptz,
  first_published_at timestamptz
);

CREATE INDEX content_story_published_listing ON content_story (store_code, (published_content->>'component'), first_published_at DESC, id DESC);

CREATE TABLE content_release (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);

-- A story's version inside a release: shown with from_release, published with the release.
CREATE TABLE content_release_version (
  release_id integer NOT NULL REFERENCES content_release (id) ON DELETE CASCADE,
  story_id integer NOT NULL REFERENCES content_story (id) ON DELETE CASCADE,
  name text NOT NULL,
  full_slug text NOT NULL,
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (release_id, story_id)
);
