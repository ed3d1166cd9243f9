import { fireEvent, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PAGE_LABELS, SHIRT_GALLERY } from "../../fixtures/product-page";
import { ProductGallery } from "./ProductGallery";
import { galleryItems } from "./rules/gallery-media";

const items = galleryItems(SHIRT_GALLERY, "Oxford shirt");
const keepUrl = (src: string) => src;

describe("ProductGallery (commerce-core.md §3 media_gallery, presentation-content.md §9 images)", () => {
  it("loads the first image eagerly with a high fetch priority and the others lazily, each with width, height and srcset", () => {
    render(<ProductGallery items={items} imageUrl={keepUrl} />);
    const track = screen.getByRole("list", { name: "Product images" });
    const images = within(track).getAllByRole("img");
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[0]).toHaveAccessibleName("Oxford shirt, front");
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("fetchpriority", "auto");
    }
    for (const image of images) {
      expect(image).toHaveAttribute("width", "512");
      expect(image).toHaveAttribute("height", "640");
      expect(image.getAttribute("srcset")).toContain("1024w");
      expect(image).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
    }
  });

  it("plays a video entry in a native player with its image as poster, loading nothing before play", () => {
    const { container } = render(<ProductGallery items={items} imageUrl={keepUrl} />);
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute("preload", "none");
    expect(video?.getAttribute("poster")).toBe(SHIRT_GALLERY[3]?.image);
    expect(video?.querySelector("source")).toHaveAttribute("src", "/media/oxford-catwalk.mp4");
    expect(screen.getByRole("button", { name: "Video 4 of 5" })).toBeInTheDocument();
  });

  it("shows a slide by its thumbnail and tells which", async () => {
    const onSlideChange = vi.fn();
    render(<ProductGallery items={items} imageUrl={keepUrl} onSlideChange={onSlideChange} />);
    const third = screen.getByRole("button", { name: "Image 3 of 5" });
    await userEvent.click(third);
    expect(onSlideChange).toHaveBeenCalledWith(2);
    expect(third).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Image 1 of 5" })).not.toHaveAttribute("aria-current");
  });

  it("moves with the arrow, Home and End keys on the focused track and with the arrow buttons", async () => {
    const onSlideChange = vi.fn();
    render(<ProductGallery items={items} imageUrl={keepUrl} onSlideChange={onSlideChange} />);
    const previous = screen.getByRole("button", { name: "Previous image" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    const track = screen.getByRole("list", { name: "Product images" });
    track.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    expect(onSlideChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole("button", { name: "Next image" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    expect(onSlideChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(track, { key: "Home" });
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
  });

  it("shows the product-page labels (type 2) only", () => {
    render(<ProductGallery items={items} labels={PAGE_LABELS} imageUrl={keepUrl} />);
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("Free shipping")).toBeInTheDocument();
    expect(screen.queryByText("Listing only")).toBeNull();
  });

  it("has no thumbnails or arrows for a single image, and an empty stage without any", () => {
    const { rerender, container } = render(<ProductGallery items={items.slice(0, 1)} imageUrl={keepUrl} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<ProductGallery items={[]} imageUrl={keepUrl} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("region", { name: "Product images" })).toBeInTheDocument();
  });
});

describe("ProductGallery: initial slide", () => {
  it("starts at the initial slide and clamps it to the slides there are", () => {
    const { unmount } = render(<ProductGallery items={items} imageUrl={keepUrl} initialIndex={2} />);
    expect(screen.getByRole("button", { name: "Image 3 of 5" })).toHaveAttribute("aria-current", "true");
    unmount();
    render(<ProductGallery items={items.slice(0, 2)} imageUrl={keepUrl} initialIndex={7} />);
    expect(screen.getByRole("button", { name: "Image 2 of 2" })).toHaveAttribute("aria-current", "true");
  });
});
