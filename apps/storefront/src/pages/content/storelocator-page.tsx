import { storyPage } from "./story-page";

/** /storelocator (presentation-content.md §2): the "{storeCode}/storelocator" story, its store locator block as the searchable list. */
export const { loader, Page } = storyPage("storelocator");
