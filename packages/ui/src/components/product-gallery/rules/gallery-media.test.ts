import { describe, expect, it } from "vitest";
import { GALLERY_IMAGE_SIZES, galleryImageSources, galleryItems, galleryLoading, gallerySlideFor } from "./gallery-media";

describe("galleryItems (commerce-core.md §3 media_gallery image, vid)", () => {
  it.each([
    ["images in pos order, alt from lab else the name", [{ image: "/b.jpg", pos: 2 }, { image: "/a.jpg", pos: 1, lab: "Front" }], [{ kind: "image", image: { src: "/a.jpg", alt: "Front" } }, { kind: "image", image: { src: "/b.jpg", alt: "Shirt" } }]],
    ["entries without pos keep their place after the positioned ones", [{ image: "/x.jpg" }, { image: "/y.jpg", pos: 0 }], [{ kind: "image", image: { src: "/y.jpg", alt: "Shirt" } }, { kind: "image", image: { src: "/x.jpg", alt: "Shirt" } }]],
    ["empty images dropped", [{ image: " " }, { image: "/a.jpg" }], [{ kind: "image", image: { src: "/a.jpg", alt: "Shirt" } }]],
    ["a vid makes a video with the image as poster", [{ image: "/p.jpg", typ: "video", vid: { url: "/v.mp4", title: "Catwalk" } }], [{ kind: "video", image: { src: "/p.jpg", alt: "Shirt" }, videoUrl: "/v.mp4", title: "Catwalk" }]],
    ["a video without a URL is its poster image", [{ image: "/p.jpg", typ: "video", vid: { url: "" } }], [{ kind: "image", image: { src: "/p.jpg", alt: "Shirt" } }]],
  ] as const)("%s", (_name, entries, expected) => {
    expect(galleryItems(entries, "Shirt")).toEqual(expected);
  });
});

describe("gallery images (presentation-content.md §9 srcsets)", () => {
  it("uses the card's candidates with the page's sizes, width and height set", () => {
    const sources = galleryImageSources({ src: "/a.jpg" });
    expect(sources).toMatchObject({ sizes: GALLERY_IMAGE_SIZES, width: 512, height: 640, src: "/a.jpg?width=512&height=640" });
    expect(sources.srcSet).toBe("/a.jpg?width=512&height=640 512w, /a.jpg?width=1024&height=1280 1024w");
  });

  it.each([
    [0, { loading: "eager", fetchPriority: "high" }],
    [1, { loading: "lazy", fetchPriority: "auto" }],
    [5, { loading: "lazy", fetchPriority: "auto" }],
  ] as const)("slide %i loads %o", (index, expected) => {
    expect(galleryLoading(index)).toEqual(expected);
  });
});

describe("gallerySlideFor (keyboard)", () => {
  it.each([
    ["ArrowRight", 0, 3, 1],
    ["ArrowRight", 2, 3, 2],
    ["ArrowLeft", 0, 3, 0],
    ["ArrowLeft", 2, 3, 1],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["Enter", 1, 3, null],
    ["ArrowRight", 0, 0, null],
  ] as const)("%s from %i of %i → %s", (key, current, count, expected) => {
    expect(gallerySlideFor(key, current, count)).toBe(expected);
  });
});
