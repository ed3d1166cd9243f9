import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { hydrationDataOf, serializeHydration } from "./router-hydration";

describe("the router's hydration data", () => {
  it("round-trips loader data and route error responses through JSON", () => {
    const serialized = serializeHydration({ loaderData: { "nl:index": { a: 1 } }, errors: { "view:nl": new UNSAFE_ErrorResponseImpl(404, "Not Found", { reason: "not-found" }) } });
    const back = hydrationDataOf(JSON.parse(JSON.stringify(serialized)) as typeof serialized);
    expect(back.loaderData).toEqual({ "nl:index": { a: 1 } });
    const error = back.errors?.["view:nl"];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toEqual({ reason: "not-found" });
  });

  it("turns any other thrown value into a 500 without its details", () => {
    const serialized = serializeHydration({ loaderData: {}, errors: { x: new Error("secret stack") } });
    expect(serialized.errors).toEqual({ x: { status: 500, statusText: "Internal Server Error", data: null } });
  });
});
