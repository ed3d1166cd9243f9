import { useTranslate } from "@shop/ui";
import { useLocation } from "react-router-dom";
import { PageHead } from "../../head/PageHead";
import { PreviewStory } from "./PreviewStory";
import { PreviewStatus } from "./storyblok-page";
import { useLivePreview } from "./use-live-preview";
import { previewNoStore } from "./preview-loader";

export const loader = previewNoStore;

/**
 * /storyblok-empty (route name storyblok-single-component-visual-editor-mode, the empty
 * layout): one component on its own, for the editor's single-component mode; live like /storyblok.
 */
export function Page() {
  const t = useTranslate();
  const location = useLocation();
  const preview = useLivePreview(location.search);
  return (
    <>
      <PageHead title={t("Preview mode")} noindex />
      {preview.status === "on" ? <PreviewStory story={preview.story} /> : <PreviewStatus preview={preview} />}
    </>
  );
}
