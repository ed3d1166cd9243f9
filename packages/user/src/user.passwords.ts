import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { passwordProblems, spawnNotification } from "@shop/core";
import { selectIsOnline } from "@shop/sync-queue";
import { USER_MESSAGES } from "./messages";
import { serverMessageOf } from "./user.account";
import type { UserExtra } from "./user.extra";
import { createUserThunk, type UserThunkState } from "./user.thunk";

export type PasswordOutcome = { done: true } | { done: false; reason: "offline" | "invalid" | "refused"; message: string };

/** A new password that breaks @shop/core's one rule is refused before it is sent (its first message). */
const invalid = (password: string): PasswordOutcome | null => {
  const [problem] = passwordProblems(password);
  return problem === undefined ? null : { done: false, reason: "invalid", message: problem };
};

type PasswordThunkApi = { dispatch: ThunkDispatch<UserThunkState, UserExtra, UnknownAction>; getState: () => UserThunkState };

/**
 * A new password's way to the server: refused offline with `offlineMessage` (commerce-core.md
 * §5), refused before sending when it breaks the one rule, then sent; the server's refusal is
 * its errorMessage (§8), success 'Password has successfully been changed'.
 */
async function sendNewPassword({ dispatch, getState }: PasswordThunkApi, offlineMessage: string, newPassword: string, send: () => Promise<unknown>): Promise<PasswordOutcome> {
  if (!selectIsOnline(getState())) {
    await dispatch(spawnNotification({ type: "danger", message: offlineMessage }));
    return { done: false, reason: "offline", message: offlineMessage };
  }
  const refused = invalid(newPassword);
  if (refused) return refused;
  try {
    await send();
  } catch (error) {
    const message = serverMessageOf(error);
    await dispatch(spawnNotification({ type: "danger", message }));
    return { done: false, reason: "refused", message };
  }
  await dispatch(spawnNotification({ type: "success", message: USER_MESSAGES.passwordChanged }));
  return { done: true };
}

/** Change password (refused offline with its own message; the current password goes along). */
export const changePassword = createUserThunk<PasswordOutcome, { currentPassword: string; newPassword: string }>("user/changePassword", (request, thunk) =>
  sendNewPassword(thunk, USER_MESSAGES.changeOffline, request.newPassword, () => thunk.extra.user.api.changePassword(request)),
);

/** Reset password: mails a reset link; refused offline with 'Reset password feature does not work while offline!'. */
export const resetPassword = createUserThunk<PasswordOutcome, { email: string }>("user/resetPassword", async ({ email }, { dispatch, getState, extra }) => {
  if (!selectIsOnline(getState())) {
    await dispatch(spawnNotification({ type: "danger", message: USER_MESSAGES.resetOffline }));
    return { done: false, reason: "offline", message: USER_MESSAGES.resetOffline };
  }
  try {
    await extra.user.api.resetPassword(email);
    return { done: true };
  } catch (error) {
    return { done: false, reason: "refused", message: serverMessageOf(error) };
  }
});

/** Create password with the mailed reset token (POST create-password {email, newPassword, resetToken}); part of the reset, so refused offline as it is. */
export const createPassword = createUserThunk<PasswordOutcome, { email: string; newPassword: string; resetToken: string }>("user/createPassword", (request, thunk) =>
  sendNewPassword(thunk, USER_MESSAGES.resetOffline, request.newPassword, () => thunk.extra.user.api.createPassword(request)),
);
