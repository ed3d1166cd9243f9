export { BackToPrevious, type BackToPreviousProps } from "./BackToPrevious";
export { backTarget } from "./rules/back-target";
