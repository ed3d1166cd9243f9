export { NotificationToasts, type NotificationToastsProps } from "./NotificationToasts";
