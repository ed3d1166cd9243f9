import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Notification } from "./notification.schema";
import { repeatsLastNotification } from "./rules/notification-rules";

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    /** Pure guard as well as the thunk's: a repeat of the last message is dropped. */
    notificationAdded(state: NotificationsState, action: PayloadAction<Notification>) {
      if (repeatsLastNotification(state.items, action.payload)) return;
      state.items.push(action.payload);
    },
    notificationRemoved(state: NotificationsState, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    notificationsCleared(state: NotificationsState) {
      state.items = [];
    },
  },
});

export const { notificationAdded, notificationRemoved, notificationsCleared } = notificationsSlice.actions;
export const selectNotifications = (state: { notifications: NotificationsState }): Notification[] =>
  state.notifications.items;
