// Seed pictures, drawn as SVG: a gradient sky, a track sweeping across, a chequered flag and the
// subject's name. Each subject gets its own colours from its name.
import { createHash } from 'node:crypto';

const PALETTES = [
  ['#0f2027', '#2c5364', '#f5c518'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#134e5e', '#71b280', '#ffffff'],
  ['#1d2b64', '#f8cdda', '#ff4b2b'],
  ['#232526', '#414345', '#e52d27'],
  ['#0b486b', '#f56217', '#ffffff'],
  ['#4b134f', '#c94b4b', '#ffd200'],
  ['#1f4037', '#99f2c8', '#0b3d2e'],
  ['#373b44', '#4286f4', '#ffffff'],
  ['#8e0e00', '#1f1c18', '#f0c27b'],
];

export const hashOf = (name) => createHash('sha256').update(name).digest('hex').slice(0, 12);

const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** An SVG picture of `name`, `width`×`height`. */
export function picture(name, { width = 1920, height = 1080, kind = 'track' } = {}) {
  const n = parseInt(hashOf(name).slice(0, 6), 16);
  const [a, b, accent] = PALETTES[n % PALETTES.length];
  const h = height;
  const w = width;
  const flag = Array.from({ length: 24 }, (_, i) => {
    const x = (i % 6) * 40;
    const y = Math.floor(i / 6) * 40;
    return (i + Math.floor(i / 6)) % 2 ? `<rect x="${x}" y="${y}" width="40" height="40" fill="#111"/>` : '';
  }).join('');
  const track = `<path d="M ${-w * 0.1} ${h * 0.95} C ${w * 0.25} ${h * 0.45}, ${w * 0.6} ${h * 1.05}, ${w * 1.1} ${h * 0.55}" stroke="#2b2b2b" stroke-width="${h * 0.16}" fill="none"/>
<path d="M ${-w * 0.1} ${h * 0.95} C ${w * 0.25} ${h * 0.45}, ${w * 0.6} ${h * 1.05}, ${w * 1.1} ${h * 0.55}" stroke="${accent}" stroke-width="${h * 0.01}" stroke-dasharray="${w * 0.03} ${w * 0.03}" fill="none"/>`;
  const wheel = (cx, cy, r) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#151515"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="${accent}" stroke-width="${r * 0.12}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="${accent}"/>`;
  const subject =
    kind === 'person'
      ? `<circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.18}" fill="${accent}" opacity="0.9"/><rect x="${w / 2 - h * 0.28}" y="${h * 0.62}" width="${h * 0.56}" height="${h * 0.5}" rx="${h * 0.2}" fill="${accent}" opacity="0.9"/>`
      : kind === 'product'
        ? `<rect x="${w * 0.3}" y="${h * 0.25}" width="${w * 0.4}" height="${h * 0.5}" rx="${h * 0.05}" fill="${accent}" opacity="0.92"/>${wheel(w * 0.5, h * 0.5, h * 0.12)}`
        : `${track}${wheel(w * 0.72, h * 0.62, h * 0.07)}${wheel(w * 0.84, h * 0.62, h * 0.07)}<rect x="${w * 0.68}" y="${h * 0.5}" width="${w * 0.2}" height="${h * 0.08}" rx="${h * 0.03}" fill="${accent}"/>`;
  const size = Math.round(Math.min((w / Math.max(name.length, 8)) * 1.5, h * 0.14));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.15}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity="0.06"/>
<g transform="translate(${w * 0.06} ${h * 0.08}) rotate(-8)" opacity="0.85"><rect width="240" height="160" fill="#fff"/>${flag}</g>
${subject}
<text x="${w * 0.06}" y="${h * 0.86}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff" opacity="0.95">${esc(name)}</text>
</svg>`;
}
