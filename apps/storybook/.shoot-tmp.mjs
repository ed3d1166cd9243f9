import { chromium } from "playwright";
const stories = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const spec of stories) {
  const [id, width, locale = "en-US"] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(`http://127.0.0.1:6123/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ui-account-shots/${id}-${width}-${locale}.png`, fullPage: true });
  await page.close();
}
await browser.close();
