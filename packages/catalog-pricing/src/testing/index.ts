export {
  bundleGiftBox,
  burgundyTie,
  catalogFixtures,
  configurableShirt,
  disabledJacket,
  fixtureAttributes,
  fixtureCategories,
  fixtureProducts,
  fixtureTaxRules,
  groupedTieSet,
  navySocks,
  pocketSquare,
  shirtChildDocument,
  silkTie,
  type CatalogFixtureData,
} from "./fixtures";
export { answerSearch, catalogHandlers, type SeenSearch } from "./msw-search";
export { createCatalogTestStore, createRecordingLogger, type CatalogTestState, type CatalogTestStore, type LogEntry } from "./catalog-test-store";
