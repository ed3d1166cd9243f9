import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from "react-router-dom";

/** A route error as JSON: a route error response keeps its status and data; anything else becomes a 500. */
type SerializedError = { status: number; statusText: string; data: unknown };

export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
}

/** The router's loader data and errors of a server render, for the browser router's `hydrationData`. */
export function serializeHydration(state: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null }): SerializedHydration {
  let errors: Record<string, SerializedError> | null = null;
  if (state.errors !== null) {
    errors = {};
    for (const [routeId, error] of Object.entries(state.errors)) {
      errors[routeId] = isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText, data: error.data as unknown } : { status: 500, statusText: "Internal Server Error", data: null };
    }
  }
  return { loaderData: state.loaderData, errors };
}

/** Back to what `createBrowserRouter` takes: the errors as route error responses again. */
export function hydrationDataOf(serialized: SerializedHydration): HydrationState {
  const errors: Record<string, unknown> | null =
    serialized.errors === null
      ? null
      : Object.fromEntries(Object.entries(serialized.errors).map(([routeId, error]) => [routeId, new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)]));
  return { loaderData: serialized.loaderData, errors };
}
