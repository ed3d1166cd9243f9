/**
 * The spec's exact wording (commerce-core.md §8), used as i18n keys: `@shop/i18n` translates
 * them, `{{name}}` placeholders are i18next interpolation.
 */
export const SYNC_MESSAGES = {
  badContentType: "Error with response - bad content-type!",
  wrongFormat: "Unhandled error, wrong response format!",
  refreshFailed: "Error refreshing user token. User is not authorized to access the resource",
  refreshInternal: "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
  /** "Error executing sync task ... the required cartId argument is null. …"; `{{url}}` is the task's url. */
  cartIdMissing: "Error executing sync task {{url}} the required cartId argument is null. Re-creating shopping cart synchro.",
  ok: "OK",
} as const;
