import type { Material } from "./material";
import { textureOf } from "./material";

export const WIDTH = 600;
export const HEIGHT = 744;

export interface FloorShadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** The shared gradients and filters garments use: side and top light, soft blur, button domes, brass, the cloth's texture. */
export function garmentDefs(material: Material): string {
  return `<linearGradient id="side-light" gradientUnits="userSpaceOnUse" x1="90" y1="0" x2="510" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>
  <linearGradient id="fall-light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
  <radialGradient id="dome" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3ead2"/><stop offset="0.45" stop-color="#b9a67a"/><stop offset="0.55" stop-color="#8d7a50"/><stop offset="1" stop-color="#d8c9a0"/></linearGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>
  <filter id="fold" x="-8%" y="-8%" width="116%" height="116%"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="shadow-blur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>
  ${textureOf(material)}`;
}

/** The floor shadow under a garment. */
export function floorShadow({ cx, cy, rx, ry }: FloorShadow): string {
  if (rx === 0) return "";
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a3128" opacity="0.28" filter="url(#shadow-blur)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.7}" ry="${ry * 0.45}" fill="#2a221a" opacity="0.18" filter="url(#soft)"/>`;
}

/**
 * A garment with its defs and floor shadow, its ids prefixed so several can share one SVG
 * (the content images compose them).
 */
export function figure(content: string, material: Material, shadow: FloorShadow, prefix = ""): string {
  const body = `<defs>${garmentDefs(material)}</defs>${floorShadow(shadow)}${content}`;
  return prefix === "" ? body : body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

/** The studio: a warm paper backdrop lit from the upper left and a floor, with the garment on it. */
export function studio(content: string, options: { label: string; material: Material; shadow: FloorShadow }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${options.label}">
<defs>
  <radialGradient id="backdrop" cx="0.42" cy="0.32" r="0.85"><stop offset="0" stop-color="#f7f5f1"/><stop offset="0.6" stop-color="#ece8e1"/><stop offset="1" stop-color="#ddd7cd"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e7e2d9" stop-opacity="0"/><stop offset="1" stop-color="#d6cfc3"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
<rect y="${HEIGHT * 0.78}" width="${WIDTH}" height="${HEIGHT * 0.22}" fill="url(#floor)"/>
${figure(content, options.material, options.shadow)}
</svg>
`;
}
