/** The spec's English wording (i18n keys of @shop/i18n) the user package shows (commerce-core.md §8). */
export const USER_MESSAGES = {
  profileSaved: "Account data has successfully been updated",
  /** `{{message}}`: the server's message. */
  profileFailed: "We could not update your account: {{message}}",
  resetOffline: "Reset password feature does not work while offline!",
  /** The spec says change is refused offline without a wording: this key, in the spirit of the reset message. */
  changeOffline: "Changing the password does not work while offline!",
  passwordChanged: "Password has successfully been changed",
  loggedOut: "You're logged out",
  inactivity: "Your session has expired due to inactivity. Please log in again to continue.",
  logIn: "Log in",
} as const;
