export { ChangePasswordSidebar, type ChangePasswordSidebarProps } from "./ChangePasswordSidebar";
export {
  characterClassCount,
  validateChangePassword,
  isChangePasswordValid,
  type ChangePasswordValues,
  type ChangePasswordErrors,
} from "./rules/change-password-rules";
