import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { CmsExtra } from "../cms.extra";
import type { TagEvent } from "./events";

/**
 * Pushes an event to the store's tag manager (`extra.cms.tagManager`): what pages dispatch for
 * view_item_list, view_item, view_cart, begin_checkout, and what listeners dispatch (a listener's
 * api has no `extra`; a thunk does).
 */
export const pushTagEvent =
  (event: TagEvent): ThunkAction<void, unknown, CmsExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.cms.tagManager.push(event);
