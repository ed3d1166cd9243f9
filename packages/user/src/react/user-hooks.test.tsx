// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { createFakeUserBackEnd, createUserTestStore } from "../testing";
import { useAddresses, useCurrentUser, useIsLoggedIn, useLogin, useLogout, useOrders } from "./user-hooks";

describe("@shop/user/react hooks", () => {
  it("login, the current user, logged-in state, orders and addresses; logout", async () => {
    const backEnd = createFakeUserBackEnd({ orders: 2 });
    const { store, dispose } = createUserTestStore({ fetch: backEnd.fetch });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ login: useLogin(), logout: useLogout(), user: useCurrentUser(), loggedIn: useIsLoggedIn(), orders: useOrders(), addresses: useAddresses() }), { wrapper });
    expect(result.current.loggedIn).toBe(false);
    await act(() => result.current.login("jan@example.com", "Secret123!"));
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.user?.firstname).toBe("Jan");
    expect(result.current.orders.orders?.items).toHaveLength(2);
    expect(result.current.addresses.addresses[0]).toMatchObject({ streetAddress: "Damrak", apartmentNumber: "12", affix: "A" });
    await act(() => result.current.logout());
    expect(result.current.loggedIn).toBe(false);
    expect(result.current.user).toBeNull();
    dispose();
  });
});
