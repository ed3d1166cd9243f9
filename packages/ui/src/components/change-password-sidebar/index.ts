export { ChangePasswordSidebar, type ChangePasswordSidebarProps } from "./ChangePasswordSidebar";
export { validateChangePassword, isChangePasswordValid, type ChangePasswordValues, type ChangePasswordErrors } from "./rules/change-password-rules";
