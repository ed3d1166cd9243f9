import { Spinner, useTranslate } from "@shop/ui";

/**
 * What a page of the browser's own state (cart, checkout) shows until that state is restored:
 * the server renders it too, so the first client render is the same HTML (no hydration mismatch).
 */
export function PageLoading() {
  const t = useTranslate();
  return (
    <p className="shop-page-loading" role="status">
      <Spinner size={32} />
      <span>{t("Loading…")}</span>
    </p>
  );
}
