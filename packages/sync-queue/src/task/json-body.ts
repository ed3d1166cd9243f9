/** A body before the member check: what `JSON.stringify` can turn into JSON text. */
export type JsonInput = object | string | number | boolean | null;

/**
 * `T` as `JSON.stringify` sends it, checked member by member: an interface, an object with an
 * `unknown` index signature (a zod `looseObject` output) and a `Date` (`toJSON`) fit; a function,
 * a method, a BigInt or a symbol anywhere in it becomes `never`, so the call is a type error.
 * Values typed `unknown` pass: the send step throws a `TypeError` for what JSON cannot hold.
 */
export type JsonBody<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends { toJSON(): unknown }
      ? T
      : T extends bigint | symbol | ((...args: never[]) => unknown)
        ? never
        : { [K in keyof T]: JsonBody<T[K]> };
