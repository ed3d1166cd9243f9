export { ActiveFilters, type ActiveFiltersProps } from "./ActiveFilters";
export { activeFilters, removalOf, type ActiveFilter } from "./rules/active-filters";
