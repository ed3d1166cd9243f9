import type { ReactNode } from "react";
import { PageLoading } from "../../app/PageLoading";
import { PageHead } from "../../head/PageHead";
import { useRehydrated } from "../../store/use-rehydrated";

/**
 * A page of the browser's own cart and checkout (the checkout, its failed payment): noindex, and
 * the loading state on the server and until both are restored, then the page.
 */
export function CheckoutStatePage({ title, children }: { title: string; children: () => ReactNode }) {
  const checkoutReady = useRehydrated("checkout");
  const cartReady = useRehydrated("cart");
  return (
    <>
      <PageHead title={title} noindex />
      {checkoutReady && cartReady ? children() : <PageLoading />}
    </>
  );
}
