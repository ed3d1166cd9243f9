/**
 * What the preview route's query says (presentation-content.md §2 /storyblok, §4 Preview mode):
 * our form `id, spaceId, timestamp, token, release` or the content service's own
 * `_storyblok` (story id), `_storyblok_c`, `_storyblok_release` and `_storyblok_tk[space_id]`,
 * `[timestamp]`, `[token]`. Null when the query is no preview request (a field is missing).
 */
export interface PreviewRequest {
  storyId: string;
  spaceId: string;
  timestamp: string;
  token: string;
  /** The release whose drafts to show, when given. */
  release: string | null;
  /** `_storyblok_c`: the component the editor opened (single-component mode), when given. */
  component: string | null;
}

export type PreviewQuery = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function reader(query: PreviewQuery): (key: string) => string | null {
  if (query instanceof URLSearchParams) return (key) => query.get(key);
  return (key) => {
    const value = query[key];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === "string" ? first : null;
  };
}

const present = (value: string | null): value is string => value !== null && value.trim() !== "";

export function parsePreviewQuery(query: PreviewQuery): PreviewRequest | null {
  const get = reader(query);
  // The content service's own form wins: the editor's iframe always sends it.
  const own = {
    storyId: get("_storyblok"),
    spaceId: get("_storyblok_tk[space_id]"),
    timestamp: get("_storyblok_tk[timestamp]"),
    token: get("_storyblok_tk[token]"),
    release: get("_storyblok_release"),
    component: get("_storyblok_c"),
  };
  const ours = { storyId: get("id"), spaceId: get("spaceId"), timestamp: get("timestamp"), token: get("token"), release: get("release"), component: null };
  for (const form of [own, ours]) {
    if (present(form.storyId) && present(form.spaceId) && present(form.timestamp) && present(form.token)) {
      return {
        storyId: form.storyId,
        spaceId: form.spaceId,
        timestamp: form.timestamp,
        token: form.token,
        // "0" is the content service's "no release".
        release: present(form.release) && form.release !== "0" ? form.release : null,
        component: present(form.component) ? form.component : null,
      };
    }
  }
  return null;
}
