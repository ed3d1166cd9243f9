export {
  redirectTypeSchema,
  urlEntityTypeSchema,
  urlMapRequestSchema,
  urlMapSourceSchema,
  urlRewriteSchema,
  type RedirectType,
  type UrlEntityType,
  type UrlMapRequest,
  type UrlMapSource,
  type UrlRewrite,
} from "./url.schemas";
