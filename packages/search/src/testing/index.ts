export { createSearchTestStore, type SearchTestState, type SearchTestStore } from "./search-test-store";
export {
  createFakeSearchBackEnd,
  fakeAutocomplete,
  fakeCard,
  fakeCartPage,
  fakeGroup,
  fakePage,
  fakeProductPage,
  type FakeSearchBackEnd,
  type FakeSearchBackEndOptions,
  type FakeSearchCall,
} from "./fake-search-back-end";
