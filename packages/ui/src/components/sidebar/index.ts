export { Sidebar, type SidebarProps } from "./Sidebar";
