export { PreviewBanner, type PreviewBannerProps } from "./PreviewBanner";
