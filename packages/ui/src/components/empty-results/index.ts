export { EmptyResults, type EmptyResultsProps, type SearchSuggestionLink } from "./EmptyResults";
