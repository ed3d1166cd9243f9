import { OrderList } from "@shop/ui";
import { useOrders } from "@shop/user/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { AccountFrame } from "./AccountFrame";
import { orderListOf, orderPageHref, orderPageOf } from "./account-mappers";

/** /my-account/orders (presentation-content.md §2 "order list"): the history, 20 a page (commerce-core.md §9), ?page=N. */
export function Page() {
  return <AccountFrame title="My orders">{() => <Orders />}</AccountFrame>;
}

function Orders() {
  const { view, localize } = useShop();
  const location = useLocation();
  const page = orderPageOf(location.search);
  const { orders, loadPage } = useOrders();
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const load = useCallback(() => {
    setState("loading");
    loadPage(page)
      .then(() => setState("ready"))
      .catch(() => setState("failed"));
  }, [loadPage, page]);
  useEffect(load, [load]);
  // The page shown is the one asked for: a page loaded earlier (login loads page 1) does not stand in for it.
  const shown = orders !== null && orders.currentPage === page ? orders : null;
  const list = useMemo(() => orderListOf(shown, view, localize), [shown, view, localize]);
  return (
    <OrderList
      {...list}
      currentPage={page}
      hrefForPage={(target) => orderPageHref(target, localize)}
      loading={state === "loading" && shown === null}
      failed={state === "failed"}
      onRetry={load}
    />
  );
}
