// Lighthouse (mobile preset, system Chromium) on home, category, product and cart: prints
// performance, accessibility, best practices, SEO and CLS (issue 20 "Numbers"; issue 21 goals).
// Numbers, not a pass/fail test: `pnpm --filter storefront bench` after a build.
import { chromiumLaunchOptions } from "@shop/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runShop, sampleProductPath } from "./run-shop.mjs";

const shop = await runShop();
const { executablePath, args } = chromiumLaunchOptions();
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: args });
try {
  const pages = { home: "/", category: "/c/overhemden/", product: await sampleProductPath(shop.apiUrl), cart: "/winkelwagen/" };
  console.log("Lighthouse, mobile preset (scores 0-100; the cart is noindex, so its SEO score is low by design):");
  console.log(`  ${"page".padEnd(9)} perf  a11y  best  seo   CLS    LCP`);
  for (const [name, path] of Object.entries(pages)) {
    // Twice: the first run warms the output cache and the api's image renders, as a CDN holding them would.
    const options = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] };
    await lighthouse(`${shop.url}${path}`, options);
    const result = await lighthouse(`${shop.url}${path}`, options);
    const lhr = result?.lhr;
    if (lhr === undefined) throw new Error(`Lighthouse gave no result for ${path}`);
    const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    console.log(`  ${name.padEnd(9)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}  ${cls.toFixed(3)}  ${(lcp / 1000).toFixed(2)} s`);
  }
} finally {
  await chrome.kill();
  shop.close();
}
