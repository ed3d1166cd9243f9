import { createLiveHub, type LiveHub } from "./live-hub";
import { createPreviewTokens, type PreviewTokens } from "./preview-tokens";

/** The content service's state beside the database: the editor token, preview tokens signed with it, the open previews. */
export interface ContentService {
  editorToken: string;
  previewTokens: PreviewTokens;
  live: LiveHub;
}

export function createContentService(editorToken: string, now: () => Date): ContentService {
  return { editorToken, previewTokens: createPreviewTokens(editorToken, now), live: createLiveHub() };
}
