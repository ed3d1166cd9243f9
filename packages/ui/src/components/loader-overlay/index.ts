export { LoaderOverlay, type LoaderOverlayProps } from "./LoaderOverlay";
