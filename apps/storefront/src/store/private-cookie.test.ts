import { describe, expect, it } from "vitest";
import { isPrivateRequest, privateCookieValue } from "./private-cookie";

const state = (token: string | null, items: number, cartToken: string | null) =>
  ({ user: { token }, cart: { cartItems: Array.from({ length: items }), cartServerToken: cartToken } }) as unknown as Parameters<typeof privateCookieValue>[0];

describe("the private-page cookie (issue 20: no output cache for logged-in and cart-bearing requests)", () => {
  it.each([
    [state(null, 0, null), null],
    [state("t", 0, null), "session"],
    [state(null, 2, null), "cart"],
    [state(null, 0, "c1"), "cart"],
    [state("t", 1, "c1"), "session-cart"],
  ])("%# says which, never who", (input, expected) => {
    expect(privateCookieValue(input)).toBe(expected);
  });

  it.each([
    [null, false],
    ["", false],
    ["shop_private=", false],
    ["other=1", false],
    ["shop_private=cart", true],
    ["a=1; shop_private=session; b=2", true],
    ["xshop_private=cart", false],
  ])("reads %s as private: %s", (header, expected) => {
    expect(isPrivateRequest(header)).toBe(expected);
  });
});
