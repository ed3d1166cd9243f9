export { ActiveFilters, type ActiveFiltersProps } from "./ActiveFilters";
export { activeFilters, activeFilterRemoval, type ActiveFilter } from "./rules/active-filters";
