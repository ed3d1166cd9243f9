import { ChangePasswordSidebar } from "@shop/ui";
import { useChangePassword } from "@shop/user/react";
import { useUiFlags } from "./ui-flags";

/**
 * The change-password sidebar (presentation-content.md §2 sidebars, §4 UI flag, §5): opened by
 * the account page; Confirm sends the current and new password through @shop/user, which
 * shows 'Password has successfully been changed' or the server's refusal (commerce-core.md §8)
 * and refuses offline. The sidebar clears and closes itself on Confirm.
 */
export function ChangePasswordContainer() {
  const flags = useUiFlags();
  const changePassword = useChangePassword();
  return (
    <ChangePasswordSidebar
      open={flags.open === "change-password"}
      onSubmit={({ currentPassword, newPassword }) => void changePassword(currentPassword, newPassword).catch(() => undefined)}
      onClose={flags.close}
    />
  );
}
