import { storyPage } from "./story-page";

/** /lookbook (presentation-content.md §2 shop-the-look): the "{storeCode}/lookbook" story, its looks with their products. */
export const { loader, Page } = storyPage("lookbook");
