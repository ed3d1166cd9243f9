import { createTestConfig } from "@shop/core/testing";
import { profileLoaded, sessionStarted } from "@shop/user";
import { createUserTestStore } from "@shop/user/testing";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ShopContextProvider } from "../../app/shop-context";
import { AccountFrame } from "./AccountFrame";

const customer = { id: 5, email: "ann@shop.example", firstname: "Ann", lastname: "de Vries", group_id: 1, addresses: [] };

/** The server's render (and the browser's first): a logged-in store changes nothing. */
function serverRender(loggedIn: boolean): string {
  const { store, extra } = createUserTestStore();
  if (loggedIn) {
    store.dispatch(sessionStarted({ token: "t", refreshToken: "r", sessionExpires: extra.clock.now() + 3_600_000, at: extra.clock.now() }));
    store.dispatch(profileLoaded(customer));
  }
  const config = createTestConfig();
  const view = config.storeViews.views[config.storeViews.defaultStoreCode]!;
  const router = createMemoryRouter(
    [
      {
        path: "/my-account",
        element: (
          <ShopContextProvider config={config} view={view} origin="http://shop.test">
            <AccountFrame title="My account">{() => <p>{customer.email}</p>}</AccountFrame>
          </ShopContextProvider>
        ),
      },
    ],
    { initialEntries: ["/my-account"] },
  );
  return renderToString(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe("AccountFrame on the server (issue 20: the server cannot know the session)", () => {
  it.each([
    ["a guest", false],
    ["a logged-in store", true],
  ])("renders the neutral loading shell, noindex, for %s", (_case, loggedIn) => {
    const html = serverRender(loggedIn);
    expect(html).toContain('role="status"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("ann@shop.example");
    expect(html).not.toContain("Account navigation");
  });

  it("renders the same markup whatever the store holds (so hydration cannot mismatch)", () => {
    expect(serverRender(true)).toBe(serverRender(false));
  });
});
