// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestConfig } from "@shop/core/testing";
import { blogArticleFixture, createCmsTestStore, createFakeCmsBackEnd, pageStoryFixture, themeStoryFixture } from "../testing";
import { useBlogPage, useNewsletterModal, useNewsletterSubscribe, useStory, useTheme } from "./cms-hooks";

const back = createFakeCmsBackEnd(createTestConfig());
back.stories.set("nl/over-ons", pageStoryFixture("nl/over-ons", "Over ons"));
back.themes.set("nl", themeStoryFixture("nl", "Nieuwsbrief"));
back.articles.set("nl", Array.from({ length: 10 }, (_, index) => blogArticleFixture(`nl/blog/a-${index}`, `A ${index}`)));
const server = setupServer(...back.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

function setup() {
  const test = createCmsTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={test.store}>{children}</Provider>;
  return { ...test, wrapper };
}

describe("@shop/cms/react hooks", () => {
  it("useStory and useTheme load once and answer the stories", async () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => ({ page: useStory("nl/over-ons"), theme: useTheme() }), { wrapper });
    await waitFor(() => expect(result.current.page.status).toBe("loaded"));
    expect(result.current.page.story?.name).toBe("Over ons");
    await waitFor(() => expect(result.current.theme?.content.footer.content.newsletterTitle).toBe("Nieuwsbrief"));
    dispose();
  });

  it("useBlogPage: a page of 8, the title fallback and the head links", async () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => useBlogPage({ page: 2, path: "/blog/" }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.stories).toHaveLength(2);
    expect(result.current.total).toBe(10);
    expect(result.current.title).toBe("The Journal.");
    expect(result.current.headLinks).toEqual([
      { rel: "canonical", href: "/blog/?page=2" },
      { rel: "prev", href: "/blog/" },
    ]);
    expect([result.current.pageSize, result.current.visiblePages]).toEqual([8, 5]);
    dispose();
  });

  it("useNewsletterSubscribe answers the outcome and the form's timings; useNewsletterModal opens after 8 s and closes", async () => {
    const { wrapper, clock, dispose } = setup();
    const { result } = renderHook(() => ({ form: useNewsletterSubscribe(), modal: useNewsletterModal() }), { wrapper });
    expect([result.current.form.feedbackMs, result.current.form.resetMs, result.current.form.debounceMs]).toEqual([3000, 500, 500]);
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.form.subscribe("hook@example.com", "captcha");
    });
    expect(outcome).toBe("subscribed");
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => clock.advance(8000));
    expect(result.current.modal.open).toBe(true);
    act(() => void result.current.modal.close());
    expect(result.current.modal.open).toBe(false);
    dispose();
  });
});
