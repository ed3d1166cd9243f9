/** A body before the member check: what `JSON.stringify` can turn into JSON text. */
export type JsonInput = object | string | number | boolean | null;

/** A JSON value (what `JSON.parse` gives); readonly, so frozen and `as const` values fit too. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * `T` as `JSON.stringify` sends it, checked member by member: an interface, an object with an
 * `unknown` index signature (a zod `looseObject` output) and a `Date` (`toJSON`) fit; a function,
 * a method, a BigInt or a symbol anywhere in it becomes `never`, so the call is a type error.
 * Values typed `unknown` pass: the send step throws a `TypeError` for what JSON cannot hold.
 */
export type JsonBody<T> = unknown extends T
  ? T
  : // A JSON value as it is (zod's `z.json()` output, a stored task's body): no recursion through it.
    [T] extends [JsonValue]
    ? T
    : T extends string | number | boolean | null | undefined
    ? T
    : T extends { toJSON(): unknown }
      ? T
      : T extends bigint | symbol | ((...args: never[]) => unknown)
        ? never
        : { [K in keyof T]: JsonBody<T[K]> };

/**
 * The check a client call adds after its arguments: none when `B` is a JSON body (`JsonBody`),
 * else one more argument of type `never`, which no call can give, so the call is a type error.
 * `B` itself is inferred from the body as it is, so a union body (a discriminated union's output)
 * is checked as a whole.
 */
export type JsonBodyCheck<B> = [B] extends [JsonBody<B>] ? [] : [notJson: never];

/** The same check for a body given as an option (`request`, `delete`): `body` is `never` when `B` is no JSON body. */
export type JsonBodyOption<B> = [B] extends [JsonBody<B>] ? unknown : { body: never };
