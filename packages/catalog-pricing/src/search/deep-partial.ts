import { z } from "zod";

/** The type of a document `deepPartial` accepts: every field optional at every depth. */
export type DeepPartial<T> = T extends readonly (infer E)[] ? DeepPartial<E>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const partials = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with every object field optional at every depth, for documents trimmed by
 * included/excluded fields (commerce-core.md §7): a dotted path such as `stock.qty` or
 * `configurable_children.sku` leaves nested objects with only some of their fields. Objects
 * keep their catchall (our entity schemas are loose); arrays, unions, optional, nullable and
 * recursive (getter) fields are followed; any other schema is kept as it is. zod 4 has no deep
 * partial of its own.
 */
export function deepPartial(schema: z.ZodType): z.ZodType {
  const known = partials.get(schema);
  if (known) return known;
  let partial: z.ZodType;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    // Getters, run only when zod first parses: a recursive field (category children_data) meets
    // its own schema again, by then already in `partials`.
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      Object.defineProperty(shape, key, { enumerable: true, get: () => deepPartial(field).optional() });
    }
    const catchall = schema._zod.def.catchall;
    partial = catchall ? z.object(shape).catchall(catchall) : z.object(shape);
  } else if (schema instanceof z.ZodArray) {
    partial = z.array(deepPartial(schema.element as z.ZodType));
  } else if (schema instanceof z.ZodOptional) {
    partial = deepPartial(schema.unwrap() as z.ZodType).optional();
  } else if (schema instanceof z.ZodNullable) {
    partial = deepPartial(schema.unwrap() as z.ZodType).nullable();
  } else if (schema instanceof z.ZodUnion) {
    partial = z.union((schema.options as readonly z.ZodType[]).map(deepPartial));
  } else {
    partial = schema;
  }
  partials.set(schema, partial);
  return partial;
}
