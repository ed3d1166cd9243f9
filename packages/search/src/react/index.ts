export { useAutocomplete, useListing, useRecommendations } from "./search-hooks";
