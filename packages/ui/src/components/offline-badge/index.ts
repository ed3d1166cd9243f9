export { OfflineBadge, type OfflineBadgeProps } from "./OfflineBadge";
