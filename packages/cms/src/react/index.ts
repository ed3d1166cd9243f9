export { useBlogPage, useCmsDispatch, useCmsSelector, useIsPreview, useNewsletterModal, useNewsletterSubscribe, useStory, useTheme } from "./cms-hooks";
