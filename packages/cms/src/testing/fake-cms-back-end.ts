import type { ShopConfig } from "@shop/core";
import { apiUrl, envelopeReply, errorReply } from "@shop/sync-queue/testing";
import { http, HttpResponse, type HttpHandler } from "msw";
import { contentServiceBase } from "../cms.api";
import type { BlogArticleStory, Story, ThemeStory } from "../content/story.schemas";

export interface FakeCmsBackEnd {
  handlers: HttpHandler[];
  stories: Map<string, Story>;
  drafts: Map<string, Story>;
  themes: Map<string, ThemeStory>;
  articles: Map<string, BlogArticleStory[]>;
  /** Editor tokens accepted by validate-editor, and the preview token it answers. */
  editorToken: string;
  previewToken: string;
  subscribed: Set<string>;
  /** Requests seen, "METHOD path?query". */
  calls: string[];
}

/** An in-memory content service and newsletter endpoint as MSW handlers (the api's paths and replies). */
export function createFakeCmsBackEnd(config: Pick<ShopConfig, "api" | "cms">): FakeCmsBackEnd {
  const back: FakeCmsBackEnd = {
    handlers: [],
    stories: new Map(),
    drafts: new Map(),
    themes: new Map(),
    articles: new Map(),
    editorToken: "editor-secret",
    previewToken: "preview-token-0123456789",
    subscribed: new Set(),
    calls: [],
  };
  const cms = apiUrl(config, config.cms.endpoint);
  const record = (request: Request) => {
    const url = new URL(request.url);
    back.calls.push(`${request.method} ${url.pathname}${url.search}`);
    return url;
  };
  back.handlers = [
    http.get(`${cms}/story/:storeCode/config/theme`, ({ request, params }) => {
      record(request);
      const theme = back.themes.get(String(params.storeCode));
      return theme ? envelopeReply(theme) : errorReply(404, "No theme");
    }),
    http.get(`${cms}/story/*`, ({ request }) => {
      const url = record(request);
      const slug = decodeURIComponent(url.pathname.slice(new URL(cms).pathname.length + "/story/".length));
      const story = back.stories.get(slug);
      return story ? envelopeReply(story) : errorReply(404, "Story not found");
    }),
    http.get(`${cms}/validate-editor`, ({ request }) => {
      const url = record(request);
      return url.searchParams.get("token") === back.editorToken ? envelopeReply({ previewToken: back.previewToken }) : errorReply(401, "Invalid editor token");
    }),
    http.get(apiUrl(config, `${config.cms.blogEndpoint}/list`), ({ request }) => {
      const url = record(request);
      const all = back.articles.get(url.searchParams.get("storeCode") ?? "") ?? [];
      const size = Number(url.searchParams.get("size"));
      const offset = Number(url.searchParams.get("offset"));
      return envelopeReply({ stories: all.slice(offset, offset + size), total: all.length });
    }),
    http.get(`${contentServiceBase(config)}/cdn/stories/*`, ({ request }) => {
      const url = record(request);
      if (url.searchParams.get("token") !== back.previewToken) return HttpResponse.json({ code: 401, result: { message: "Invalid preview token" } }, { status: 401 });
      const id = decodeURIComponent(url.pathname.slice(new URL(`${contentServiceBase(config)}/cdn/stories/`).pathname.length));
      const theme = /^([a-z]+)\/config\/theme$/.exec(id);
      if (theme) {
        const found = back.themes.get(theme[1] ?? "");
        return found ? HttpResponse.json({ story: found }) : HttpResponse.json({ code: 404, result: { message: "Not found" } }, { status: 404 });
      }
      const story = back.drafts.get(id) ?? [...back.drafts.values()].find((draft) => String(draft.id) === id);
      return story ? HttpResponse.json({ story }) : HttpResponse.json({ code: 404, result: { message: "Not found" } }, { status: 404 });
    }),
    http.post(apiUrl(config, "/api/ext/{newsletter}/subscribe"), async ({ request }) => {
      record(request);
      const body = (await request.json()) as { email?: string };
      const email = body.email ?? "";
      if (email.endsWith("@refused.test")) return errorReply(400, "Refused");
      if (email.endsWith("@broken.test")) return errorReply(500, "Broken");
      const exists = back.subscribed.has(email);
      back.subscribed.add(email);
      return envelopeReply({ contact_id: `contact-${email}`, email_exists: exists });
    }),
  ];
  return back;
}
