/** Mobile (320/375, 740×360 landscape) and desktop viewports for the toolbar and for stories (`globals.viewport`). */
export const VIEWPORTS = {
  mobile320: { name: "Mobile 320", styles: { width: "320px", height: "640px" }, type: "mobile" },
  mobile375: { name: "Mobile 375", styles: { width: "375px", height: "667px" }, type: "mobile" },
  // A phone on its side: little room above and below a control (listbox minimum heights).
  mobileLandscape: { name: "Mobile landscape 740×360", styles: { width: "740px", height: "360px" }, type: "mobile" },
  tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;
