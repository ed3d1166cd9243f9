export { LanguageSidebar, type LanguageSidebarProps, type LanguageChoice } from "./LanguageSidebar";
