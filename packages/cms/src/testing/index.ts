export { createCmsTestStore, type CmsTestState, type CmsTestStore } from "./cms-test-store";
export { createFakeCmsBackEnd, type FakeCmsBackEnd } from "./fake-cms-back-end";
export { blogArticleFixture, pageStoryFixture, themeStoryFixture } from "./fixtures";
