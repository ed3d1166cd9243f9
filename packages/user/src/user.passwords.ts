import { passwordProblems, spawnNotification } from "@shop/core";
import { selectIsOnline } from "@shop/sync-queue";
import { USER_MESSAGES } from "./messages";
import { serverMessageOf } from "./user.account";
import { createUserThunk } from "./user.thunk";

export type PasswordOutcome = { done: true } | { done: false; reason: "offline" | "invalid" | "refused"; message: string };

/** A new password that breaks @shop/core's one rule is refused before it is sent (its first message). */
const invalid = (password: string): PasswordOutcome | null => {
  const [problem] = passwordProblems(password);
  return problem === undefined ? null : { done: false, reason: "invalid", message: problem };
};

/**
 * Change password (commerce-core.md §5 refused offline; §8 'Password has successfully been
 * changed', on failure the server's errorMessage).
 */
export const changePassword = createUserThunk<PasswordOutcome, { currentPassword: string; newPassword: string }>(
  "user/changePassword",
  async (request, { dispatch, getState, extra }) => {
    if (!selectIsOnline(getState())) {
      await dispatch(spawnNotification({ type: "danger", message: USER_MESSAGES.changeOffline }));
      return { done: false, reason: "offline", message: USER_MESSAGES.changeOffline };
    }
    const refused = invalid(request.newPassword);
    if (refused) return refused;
    try {
      await extra.user.api.changePassword(request);
    } catch (error) {
      const message = serverMessageOf(error);
      await dispatch(spawnNotification({ type: "danger", message }));
      return { done: false, reason: "refused", message };
    }
    await dispatch(spawnNotification({ type: "success", message: USER_MESSAGES.passwordChanged }));
    return { done: true };
  },
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

/** Create password with the mailed reset token (POST create-password {email, newPassword, resetToken}). */
export const createPassword = createUserThunk<PasswordOutcome, { email: string; newPassword: string; resetToken: string }>(
  "user/createPassword",
  async (request, { dispatch, getState, extra }) => {
    if (!selectIsOnline(getState())) {
      await dispatch(spawnNotification({ type: "danger", message: USER_MESSAGES.resetOffline }));
      return { done: false, reason: "offline", message: USER_MESSAGES.resetOffline };
    }
    const refused = invalid(request.newPassword);
    if (refused) return refused;
    try {
      await extra.user.api.createPassword(request);
    } catch (error) {
      const message = serverMessageOf(error);
      await dispatch(spawnNotification({ type: "danger", message }));
      return { done: false, reason: "refused", message };
    }
    await dispatch(spawnNotification({ type: "success", message: USER_MESSAGES.passwordChanged }));
    return { done: true };
  },
);
