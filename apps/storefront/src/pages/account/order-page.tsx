import { OrderDetail } from "@shop/ui";
import { loadOrder, selectOrderDetail } from "@shop/user";
import { useUserDispatch, useUserSelector } from "@shop/user/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { AccountFrame } from "./AccountFrame";
import { orderDetailOf } from "./account-mappers";

/** /my-account/orders/:orderId (presentation-content.md §2 "order detail"); orderId is the increment id. */
export function Page() {
  const { orderId = "" } = useParams();
  return <AccountFrame title="Order {{number}}" titleValues={{ number: orderId }}>{() => <Order incrementId={orderId} />}</AccountFrame>;
}

function Order({ incrementId }: { incrementId: string }) {
  const { view, localize } = useShop();
  const dispatch = useUserDispatch();
  const entry = useUserSelector((state) => selectOrderDetail(state, incrementId));
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const load = useCallback(() => {
    setState("loading");
    dispatch(loadOrder({ incrementId }))
      .unwrap()
      .then(() => setState("ready"))
      .catch(() => setState("failed"));
  }, [dispatch, incrementId]);
  useEffect(load, [load]);
  const order = useMemo(() => (entry === null ? null : orderDetailOf(entry, view)), [entry, view]);
  return <OrderDetail order={order} ordersHref={localize("/my-account/orders")} loading={state === "loading"} failed={state === "failed" && order === null} onRetry={load} />;
}
