export { LoadingError, type LoadingErrorProps } from "./LoadingError";
