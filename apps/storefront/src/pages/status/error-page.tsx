import { StatusScreen } from "@shop/ui";
import { PageHead } from "../../head/PageHead";
import { useShop } from "../../app/shop-context";

/** /error (presentation-content.md §2, minimal layout): where a failed resolution lands in the browser. */
export function Page() {
  const { localize } = useShop();
  return (
    <>
      <PageHead title="500" noindex />
      <StatusScreen kind="error" homeHref={localize("/")} onRetry={() => window.history.back()} />
    </>
  );
}
