import { StatusScreen } from "@shop/ui";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { PageHead } from "../head/PageHead";
import { useShop } from "./shop-context";

/** What a failed route shows: page-not-found for a 404, else the error screen (a 503 from the server). */
export function RouteError() {
  const error = useRouteError();
  const { localize } = useShop();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <PageHead title={notFound ? "404" : "500"} noindex />
      <StatusScreen kind={notFound ? "not-found" : "error"} homeHref={localize("/")} {...(!notFound && { onRetry: () => window.location.reload() })} />
    </>
  );
}
