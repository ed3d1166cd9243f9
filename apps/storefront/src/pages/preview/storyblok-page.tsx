import { PreviewBanner, Spinner, useTranslate } from "@shop/ui";
import { useLocation } from "react-router-dom";
import { PageHead } from "../../head/PageHead";
import { useShop } from "../../app/shop-context";
import { PreviewStory } from "./PreviewStory";
import { useLivePreview } from "./use-live-preview";
import { previewNoStore } from "./preview-loader";

/** Never output-cached (the server keeps a page's no-store), and the draft is the browser's business. */
export const loader = previewNoStore;

/**
 * /storyblok (presentation-content.md §2 content preview, §4 preview mode): the editor's link
 * opens the draft story under the preview banner, and edits show as they are typed.
 */
export function Page() {
  const t = useTranslate();
  const { localize } = useShop();
  const location = useLocation();
  const preview = useLivePreview(location.search);
  return (
    <>
      <PageHead title={t("Preview mode")} noindex />
      {preview.status === "on" ? (
        <>
          <PreviewBanner onExit={() => window.location.assign(localize("/"))} {...(preview.release !== null && { release: preview.release })} />
          <PreviewStory story={preview.story} />
        </>
      ) : (
        <PreviewStatus preview={preview} />
      )}
    </>
  );
}

/** While the link is checked, or when it is no preview link or was refused. */
export function PreviewStatus({ preview }: { preview: Exclude<ReturnType<typeof useLivePreview>, { status: "on" }> }) {
  const t = useTranslate();
  return (
    <section className="shop-preview-status" aria-busy={preview.status === "starting" || undefined}>
      <h1>{t("Preview mode")}</h1>
      {preview.status === "starting" ? (
        <Spinner />
      ) : (
        <p role="alert">{preview.status === "refused" ? t("The preview link was refused: it is wrong or has expired.") : t("This is no preview link: it needs a story id, space id, timestamp and token.")}</p>
      )}
    </section>
  );
}
