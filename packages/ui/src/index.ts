// Public API of @shop/ui: presentational components (props in, callbacks out), the text
// provider, and the design tokens. Styles: import "@shop/ui/styles.css".
export { TextProvider, useTranslate, useLocale, interpolate, englishText, type Translate, type TextValues, type TextProviderProps } from "./text/text-context";
export { palette, breakpoints, spacing, dimensions, durations, colors, zIndex, fonts, tokenVariables } from "./tokens/tokens";
export { useMediaQuery, useReducedMotion } from "./internal/use-media-query";

export { NotificationToasts, type NotificationToastsProps } from "./components/notification-toasts/index";

// Commerce components: product card and its parts, select, pagination, carousel, feedback, forms.
export { Spinner, type SpinnerProps } from "./components/spinner/index";
export { ProductLabels, type ProductLabelsProps, labelCorner, labelsByCorner, LABEL_CORNERS, LABEL_TYPES, DEFAULT_LABELS_PER_CORNER, type LabelCorner, type LabelType, type LabelsByCornerOptions, type ProductLabel } from "./components/product-labels/index";
export { ProductPrice, type ProductPriceProps, priceDisplay, discountFromLabel, discountFromPrices, discountPercentage, type CardPrice, type PriceDisplay } from "./components/product-price/index";
export { AddToCartButton, ADD_TO_CART_FEEDBACK_MS, type AddToCartButtonProps, nextAddToCartStatus, isFeedbackStatus, type AddToCartStatus, type AddToCartSignal } from "./components/add-to-cart-button/index";
export { Select, type SelectOption, type SelectProps, moveActive, typeAheadMatch, TYPE_AHEAD_TIMEOUT_MS, listboxPlacement, SELECT_ROW_HEIGHT, SELECT_MIN_VISIBLE_ROWS, SIZE_SELECT_MIN_VISIBLE_ROWS, LISTBOX_VIEWPORT_MARGIN, type ListboxPlacement, type ListboxPlacementInput } from "./components/select/index";
export { SizeDropdown, type SizeDropdownProps, cleanSizeLabel, sizeChoices, sizesUnavailable, sizeOptionsOfProduct, type SizeOption, type SizeChoice, type SizeChoiceOptions, type ConfigurableProductSizes } from "./components/size-dropdown/index";
export { ProductCard, DEFAULT_SIZE_ATTRIBUTE, type ProductCardProps, type CardProduct, cardImageSources, cardImageSizes, cardImages, resizeQuery, PRODUCT_CARD_IMAGE_DEFAULTS, type CardImage, type CardImageSources, type ImageUrlBuilder, type ProductCardImageOptions, cardLoading, EAGER_CAROUSEL_CARDS, EAGER_LIST_LABEL_CARDS, type CardContext, type CardLoading, withTrailingSlash, missingConfiguration, productErrors, addToCartBlocked } from "./components/product-card/index";
export { Pagination, type PaginationProps, paginationWindow, paginationArrows, showPagination, SHOP_VISIBLE_PAGES, BLOG_VISIBLE_PAGES, type PaginationVisibilityInput } from "./components/pagination/index";
export { ProductsCarousel, type ProductsCarouselProps, carouselEdges, arrowScrollTarget, isDrag, scrollAnimationFrames, CAROUSEL_DRAG_THRESHOLD, CAROUSEL_SNAP_RESUME_MS, CAROUSEL_SCROLL_DEBOUNCE_MS, CAROUSEL_ANIMATION_STEPS, type ScrollMetrics } from "./components/products-carousel/index";
export { OfflineBadge, type OfflineBadgeProps } from "./components/offline-badge/index";
export { LoadingError, type LoadingErrorProps } from "./components/loading-error/index";
export { LoaderOverlay, type LoaderOverlayProps } from "./components/loader-overlay/index";
export { BackToPrevious, type BackToPreviousProps, backTarget } from "./components/back-to-previous/index";
export { TextField, FieldError, type TextFieldProps, CheckboxField, type CheckboxFieldProps, validate, requiredField, nameMinLength, taxIdMinLength, zipCodeMinLength, searchTermMinLength, passwordMinLength, passwordCharacterClasses, characterClassCount, identicalTo, validEmail, validNewsletterEmail, validPhone, termsAccepted, quantityAboveZero, quantityPositiveInteger, quantityWithinStock, validCouponCode, addressSaved, PASSWORD_MIN_LENGTH, PASSWORD_MIN_CLASSES, type ValidationMessage, type Validator } from "./components/form-fields/index";
export { NewsletterForm, type NewsletterFormProps, newsletterFormReducer, INITIAL_NEWSLETTER_FORM_STATE, NEWSLETTER_FEEDBACK_MS, NEWSLETTER_RESET_MS, NEWSLETTER_DEBOUNCE_MS, type NewsletterResult, type NewsletterFormState, type NewsletterFormEvent } from "./components/newsletter-form/index";
