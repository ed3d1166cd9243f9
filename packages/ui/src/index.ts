// Public API of @shop/ui: presentational components (props in, callbacks out), the text
// and link providers, and the design tokens. Styles: import "@shop/ui/styles.css".
export { TextProvider, useTranslate, useLocale, englishText, type Translate, type TranslateInput, type TextValues, type TextProviderProps } from "./text/text-context";
export { palette, breakpoints, spacing, dimensions, durations, colors, zIndex, fonts, tokenVariables } from "./tokens/tokens";
export { useMediaQuery, useReducedMotion } from "./internal/use-media-query";
export { LinkProvider, useLinkComponent, type LinkProviderProps, type LinkComponent, type LinkComponentProps } from "./link/link-context";
export { ShopLink } from "./link/ShopLink";
export { createNavigateLink, type Navigate } from "./link/navigate-link";
export { linkKind, EXTERNAL_LINK_ATTRIBUTES, type LinkKind } from "./link/rules/link-kind";

// Layout, navigation and overlays.
export { NotificationToasts, type NotificationToastsProps } from "./components/notification-toasts/index";
export { Sidebar, type SidebarProps } from "./components/sidebar/index";
export { LanguageSidebar, type LanguageSidebarProps, type LanguageChoice } from "./components/language-sidebar/index";
export {
  ChangePasswordSidebar,
  validateChangePassword,
  isChangePasswordValid,
  type ChangePasswordSidebarProps,
  type ChangePasswordValues,
  type ChangePasswordErrors,
} from "./components/change-password-sidebar/index";
export { SearchPanel, autocompleteQuery, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type SearchPanelProps } from "./components/search-panel/index";
export { MiniCart, type MiniCartProps, type MiniCartItem } from "./components/mini-cart/index";
export {
  ModalHost,
  Modal,
  useModals,
  reduceModals,
  INITIAL_MODALS,
  MODAL_NAMES,
  type ModalHostProps,
  type ModalContent,
  type ModalProps,
  type ModalsControl,
  type ModalsMode,
  type ModalsState,
  type ModalsAction,
  type OpenModal,
} from "./components/modal-host/index";
export { BottomSheet, dragCloses, sheetCloseDelay, DRAG_CLOSE_THRESHOLD_PX, SHEET_CLOSE_DELAY_MS, type BottomSheetProps } from "./components/bottom-sheet/index";
export {
  MegaMenu,
  DesktopMenu,
  showsPromoTile,
  tileMediaKind,
  tileSrcSet,
  fadeStep,
  TILE_MAX_COLUMNS,
  MAX_FADE_COLUMNS,
  TILE_SRCSET_WIDTHS,
  SUBMENU_CLOSE_DELAY_MS,
  type MegaMenuProps,
  type DesktopMenuProps,
  type MenuCategory,
  type MenuColumn,
  type MenuLink,
  type MenuTile,
  type ImageUrlBuilder,
} from "./components/mega-menu/index";
export {
  Header,
  CartLink,
  useHeaderScroll,
  headerHeight,
  headerVisualState,
  isScrolledPast,
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_RESET_DELAY_MS,
  HEADER_SCROLL_THROTTLE_MS,
  HEADER_MAX_HEIGHT_PX,
  HEADER_MIN_HEIGHT_PX,
  type HeaderProps,
  type CartLinkProps,
  type HeaderScroll,
  type HeaderScrollOptions,
  type HeaderVisualState,
} from "./components/header/index";
export { MobileHeader, type MobileHeaderProps } from "./components/mobile-header/index";
export { TabbedNavigation, type TabbedNavigationProps } from "./components/tabbed-navigation/index";
export { UspBar, uspRotates, uspShowsOneAtATime, nextUspIndex, USP_INTERVAL_MS, type UspBarProps, type UspItem } from "./components/usp-bar/index";
export { Footer, PaymentIcon, PAYMENT_METHODS, type FooterProps, type FooterLinkColumn, type CopyrightItem, type PaymentMethod } from "./components/footer/index";
export { DefaultLayout, MinimalLayout, EmptyLayout, type DefaultLayoutProps, type MinimalLayoutProps, type EmptyLayoutProps } from "./components/layouts/index";

// Commerce: product card and its parts, select, pagination, carousel, feedback, forms.
export { Spinner, type SpinnerProps } from "./components/spinner/index";
export { ProductLabels, type ProductLabelsProps, labelCorner, labelsByCorner, LABEL_CORNERS, LABEL_TYPES, DEFAULT_LABELS_PER_CORNER, type LabelCorner, type LabelType, type LabelsByCornerOptions, type ProductLabel } from "./components/product-labels/index";
export {
  ProductPrice,
  type ProductPriceProps,
  priceDisplay,
  discountFromLabel,
  discountFromPrices,
  discountPercentage,
  type CardPrice,
  type PriceDisplay,
  formatRecommendationPrice,
  recommendationCardPrice,
  recommendationPriceI18n,
  type RecommendationPrices,
} from "./components/product-price/index";
export { AddToCartButton, ADD_TO_CART_FEEDBACK_MS, type AddToCartButtonProps, nextAddToCartStatus, isFeedbackStatus, type AddToCartStatus, type AddToCartSignal } from "./components/add-to-cart-button/index";
export { Select, type SelectOption, type SelectProps, moveActive, typeAheadMatch, TYPE_AHEAD_TIMEOUT_MS, listboxPlacement, SELECT_ROW_HEIGHT, SELECT_MIN_VISIBLE_ROWS, SIZE_SELECT_MIN_VISIBLE_ROWS, LISTBOX_VIEWPORT_MARGIN, type ListboxPlacement, type ListboxPlacementInput } from "./components/select/index";
export { SizeDropdown, type SizeDropdownProps, sizeChoices, sizesUnavailable, sizeOptionsOfProduct, type SizeOption, type SizeChoice, type SizeChoiceOptions, type ConfigurableProductSizes, type ConfigurableChildSizes } from "./components/size-dropdown/index";
export { ProductCard, DEFAULT_SIZE_ATTRIBUTE, type ProductCardProps, type CardProduct, cardImageSources, cardImagePlaceholder, cardImageSizes, cardImages, resizeQuery, productCardImageOptions, PRODUCT_CARD_IMAGE_DEFAULTS, type CardImage, type CardImagePlaceholder, type CardImageSources, type ImageUrlOptions, type ProductCardImageOptions, cardLoading, EAGER_CAROUSEL_CARDS, EAGER_LIST_LABEL_CARDS, type CardContext, type CardLoading, withTrailingSlash, chosenConfiguration, missingConfiguration, productErrors, addToCartBlocked } from "./components/product-card/index";
export { Pagination, type PaginationProps, clampPage, paginationWindow, paginationArrows, showPagination, SHOP_VISIBLE_PAGES, BLOG_VISIBLE_PAGES, type PaginationVisibilityInput } from "./components/pagination/index";
export { ProductsCarousel, type ProductsCarouselProps, carouselEdges, arrowScrollTarget, isDrag, scrollAnimationFrames, CAROUSEL_DRAG_THRESHOLD, CAROUSEL_SNAP_RESUME_MS, CAROUSEL_SCROLL_DEBOUNCE_MS, CAROUSEL_ANIMATION_STEPS, type ScrollMetrics } from "./components/products-carousel/index";
export { OfflineBadge, type OfflineBadgeProps } from "./components/offline-badge/index";
export { LoadingError, type LoadingErrorProps } from "./components/loading-error/index";
export { LoaderOverlay, type LoaderOverlayProps } from "./components/loader-overlay/index";
export { BackToPrevious, type BackToPreviousProps, backTarget } from "./components/back-to-previous/index";
export { TextField, FieldError, type TextFieldProps, CheckboxField, type CheckboxFieldProps, validate, requiredField, nameMinLength, taxIdMinLength, zipCodeMinLength, searchTermMinLength, passwordMinLength, passwordCharacterClasses, characterClassCount, identicalTo, validEmail, validNewsletterEmail, validPhone, termsAccepted, quantityAboveZero, quantityPositiveInteger, quantityWithinStock, quantityAvailable, validCouponCode, addressSaved, PASSWORD_MIN_LENGTH, PASSWORD_MIN_CLASSES, type ValidationMessage, type Validator } from "./components/form-fields/index";

// Cart page: lines with the quantity stepper, discount code, totals, shipping estimate, empty cart, stock check.
export { QuantityStepper, checkQuantityInput, quantitySteps, type QuantityStepperProps, type QuantityInput, type QuantitySteps } from "./components/quantity-stepper/index";
export { CartLines, lineMessages, lineBlocksCheckout, type CartLinesProps, type CartLineItem, type CartLineMessage, type LineMessage } from "./components/cart-lines/index";
export { CouponForm, couponCodeProblem, couponCodeToApply, type CouponFormProps } from "./components/coupon-form/index";
export { CartSummary, summaryRows, negativeAmount, SUMMARY_SEGMENT_ORDER, type CartSummaryProps, type CartSummarySegment, type SummaryRow, type SummaryRowKind } from "./components/cart-summary/index";
export { ShippingEstimate, type ShippingEstimateProps, type ShippingEstimateMethod } from "./components/shipping-estimate/index";
export { EmptyCart, type EmptyCartProps } from "./components/empty-cart/index";
export { StatusScreen, type StatusScreenProps } from "./components/status-screen/index";
export { StockCheckStatus, type StockCheckStatusProps } from "./components/stock-check-status/index";
export { CartPage, checkoutBlock, type CartPageProps, type CheckoutBlock } from "./components/cart-page/index";
export { NewsletterForm, type NewsletterFormProps, newsletterFormReducer, INITIAL_NEWSLETTER_FORM_STATE, NEWSLETTER_FEEDBACK_MS, NEWSLETTER_RESET_MS, NEWSLETTER_DEBOUNCE_MS, type NewsletterResult, type NewsletterFeedbackResult, type NewsletterFormState, type NewsletterFormEvent } from "./components/newsletter-form/index";

// Checkout (issue 17): the steps and their forms, the review, the confirmation, the payment return pages, the offline orders modal.
export { CheckoutSteps, checkoutStepStates, CHECKOUT_STEPS, CHECKOUT_STEP_TITLES, type CheckoutStepsProps, type CheckoutStepId, type CheckoutStepState, type CheckoutStepStatus, type StepError, type FieldErrors } from "./components/checkout-steps/index";
export { AddressFields, validateAddress, addressLines, EMPTY_ADDRESS, STATE_COUNTRIES, type AddressFieldsProps, type AddressValues, type AddressRuleOptions } from "./components/address-fields/index";
export { PersonalDetailsStep, validatePersonalDetails, EMPTY_PERSONAL_DETAILS, type PersonalDetailsStepProps, type PersonalDetailsValues } from "./components/personal-details-step/index";
export { ShippingStep, shippingMethodChoices, defaultShippingMethod, type ShippingStepProps, type ShippingStepValues, type ShippingMethodOption } from "./components/shipping-step/index";
export { PaymentStep, defaultPaymentMethod, type PaymentStepProps, type PaymentStepValues, type PaymentMethodOption } from "./components/payment-step/index";
export { OrderReview, type OrderReviewProps, type ReviewedStep } from "./components/order-review/index";
export { OrderConfirmation, type OrderConfirmationProps } from "./components/order-confirmation/index";
export { CheckoutReturn, CheckoutFailed, type CheckoutReturnProps, type CheckoutFailedProps } from "./components/checkout-return/index";
export { OfflineOrdersModal, OfflineOrders, OFFLINE_ORDERS_TITLE, type OfflineOrdersModalProps, type OfflineOrdersProps, type OfflineOrder } from "./components/offline-orders-modal/index";
// Account: login, register, account navigation, profile, addresses, orders, loyalty card (issue 17).
export { LoginForm, validateLogin, type LoginFormProps, type LoginValues, type LoginErrors } from "./components/login-form/index";
export { RegisterForm, validateRegister, type RegisterFormProps, type RegisterSubmission, type RegisterValues, type RegisterErrors } from "./components/register-form/index";
export { AccountNavigation, activeAccountItem, ACCOUNT_NAV_ITEMS, type AccountNavigationProps, type AccountNavItem, type ActiveAccountItem } from "./components/account-navigation/index";
export { ProfileForm, validateProfile, profileChanged, type ProfileFormProps, type ProfileValues, type ProfileErrors } from "./components/profile-form/index";
export {
  AddressForm,
  AddressFormModal,
  validateAccountAddress,
  emptyAddress,
  trimAddress,
  accountAddressLines,
  ADDRESS_TYPES,
  type AddressFormProps,
  type AddressFormModalProps,
  type AddressFormValues,
  type AddressFormErrors,
  type AddressType,
} from "./components/address-form/index";
export { AddressList, type AddressListProps, type AccountAddress } from "./components/address-list/index";
export { OrderList, OrderStatusBadge, orderStatusTone, orderPageCount, ORDER_HISTORY_PAGE_SIZE, type OrderListProps, type OrderListItem, type OrderStatusTone } from "./components/order-list/index";
export { OrderDetail, type OrderDetailProps, type OrderDetailData, type OrderDetailLine } from "./components/order-detail/index";
export { LoyaltyCard, type LoyaltyCardProps, type LoyaltyCoupon, type LoyaltyTransaction } from "./components/loyalty-card/index";

// Content (issue 19): the rich-text renderer and its blocks, the blog, the store locator, the lookbook, the newsletter modal, the preview banner.
export {
  ContentBlocks,
  RichText,
  ContentLink,
  ContentImage,
  ResponsiveImage,
  contentLink,
  contentSrcSet,
  safeImageSrc,
  carouselProducts,
  CONTENT_IMAGE_SRCSET_WIDTHS,
  BLOG_IMAGE_SRCSET_WIDTHS,
  type ContentBlocksProps,
  type RichTextProps,
  type ContentLinkProps,
  type ContentImageProps,
  type ResponsiveImageProps,
  type ContentOptions,
  type ImageAsset,
  type RichTextNode,
  type RichTextNodeType,
  type RichTextMarkType,
  type ContentBlock,
  type ContentBlockName,
  type HeroBlock,
  type CategoryTile,
  type CategoryTilesBlock,
  type ProductCarouselBlock,
  type TextBlock,
  type ImageBlock,
  type UnknownContent,
  type ContentProducts,
  type ContentLinkTarget,
  type ContentLinkOptions,
  type LocalizeHref,
} from "./components/content-blocks/index";
export {
  BlogOverview,
  BlogCard,
  BlogArticle,
  BLOG_PAGE_SIZE,
  BLOG_TITLE_FALLBACK,
  blogPageFromQuery,
  blogOffset,
  blogPageCount,
  blogTitle,
  blogPageHref,
  blogHeadLinks,
  blogCardHref,
  type BlogOverviewProps,
  type BlogCardProps,
  type BlogCardData,
  type BlogArticleProps,
  type BlogHeadLinks,
} from "./components/blog/index";
export {
  StoreLocator,
  distanceKm,
  validCoordinates,
  searchStores,
  matchesStore,
  normalizeSearch,
  formatDistance,
  EARTH_RADIUS_KM,
  type StoreLocatorProps,
  type Coordinates,
  type StoreLocation,
  type StoreResult,
} from "./components/store-locator/index";
export { Lookbook, hotspotPlacement, type LookbookProps, type LookbookLook, type LookbookHotspot, type LookbookProduct, type HotspotPosition, type HotspotPlacement } from "./components/lookbook/index";
export { NewsletterModal, type NewsletterModalProps } from "./components/newsletter-modal/index";
export { PreviewBanner, type PreviewBannerProps } from "./components/preview-banner/index";
// Listing and search (issue 18): grid, facets, filter chips, toolbar, breadcrumbs, autocomplete, recommendations, empty results.
export { ListingGrid, LISTING_PAGE_SIZE, listingPageCount, type ListingGridProps } from "./components/listing-grid/index";
export {
  FacetPanel,
  FacetSheet,
  visibleFacetValues,
  FACET_VISIBLE_VALUES,
  priceRangeLabel,
  DEFAULT_PRICE_RANGES,
  type FacetPanelProps,
  type FacetSheetProps,
  type FacetToggle,
  type FacetValue,
  type ListingFacet,
  type PriceRangeValue,
  type SizeFormat,
  type SizeType,
  type VisibleFacetValues,
} from "./components/facet-panel/index";
export { ActiveFilters, activeFilters, activeFilterRemoval, type ActiveFiltersProps, type ActiveFilter } from "./components/active-filters/index";
export { ListingToolbar, SORT_OPTIONS, resultCountMessage, type ListingToolbarProps, type SortOption } from "./components/listing-toolbar/index";
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from "./components/breadcrumbs/index";
export {
  SearchAutocomplete,
  autocompleteChoices,
  autocompleteOptionId,
  highlightParts,
  nextActiveIndex,
  type SearchAutocompleteProps,
  type AutocompleteChoice,
  type AutocompleteSuggestions,
  type PhraseSuggestion,
  type ProductSuggestion,
  type HighlightPart,
} from "./components/search-autocomplete/index";
export { RecommendationCarousel, RECOMMENDATION_TITLES, RECOMMENDATION_LIMIT, type RecommendationCarouselProps, type RecommendationAlgorithm } from "./components/recommendation-carousel/index";
export { EmptyResults, type EmptyResultsProps, type SearchSuggestionLink } from "./components/empty-results/index";
// Product page (issue 20): gallery, buy box, related colours, size guide, layout.
export { ProductGallery, galleryItems, galleryImageSources, galleryLoading, gallerySlideFor, GALLERY_IMAGE_SIZES, type ProductGalleryProps, type GalleryItem, type MediaGalleryEntry } from "./components/product-gallery/index";
export {
  ProductInfo,
  defaultBundleSelections,
  missingBundleOptions,
  missingCustomOptions,
  bundleOptionIsMultiple,
  customOptionShown,
  surchargeOf,
  SHOWN_CUSTOM_OPTION_TYPES,
  type ProductInfoProps,
  type ProductTypeId,
  type GroupedItem,
  type BundleLink,
  type BundleOptionView,
  type CustomOptionView,
  type CustomOptionValue,
  type OptionPriceType,
  type BundleSelections,
  type CustomOptionValues,
  type Surcharge,
} from "./components/product-info/index";
export { RelatedColours, sortRelatedColours, colourRelationSkus, type RelatedColoursProps, type RelatedColour } from "./components/related-colours/index";
export { SizeGuideModal, SizeGuideTable, MENSWEAR_SIZE_COLUMNS, filledSizeColumns, type SizeGuideModalProps, type SizeGuideTableProps, type SizeGuideColumn, type SizeGuideRow } from "./components/size-guide-modal/index";
export { ProductPage, type ProductPageProps, type ProductDetail } from "./components/product-page/index";
