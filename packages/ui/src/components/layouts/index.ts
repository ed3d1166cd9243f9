export { DefaultLayout, MinimalLayout, EmptyLayout, type DefaultLayoutProps, type MinimalLayoutProps, type EmptyLayoutProps } from "./Layouts";
