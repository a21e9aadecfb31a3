/**
 * Draws the demo catalogue's pictures (server/seed/demoImages.ts) from SVG: calm abstract shapes,
 * with the title on covers. Run it again after adding one: `npx tsx server/seed/images/drawImages.ts`.
 * The output is committed; the server never draws.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type DemoImage, demoImageFile, demoImages } from '../demoImages';

/** Calm palettes: two background tones, two shape tones and the ink of the text. */
const PALETTES = [
  { from: '#1f5f5b', to: '#3f8f86', shapes: ['#9fd3c7', '#f4e3c1'], ink: '#fffdf7' },
  { from: '#34405e', to: '#6a6f9c', shapes: ['#c8c2e6', '#f2d6c4'], ink: '#fffdf7' },
  { from: '#5b6d4b', to: '#8da37a', shapes: ['#e4ebc8', '#f6dca8'], ink: '#fffdf7' },
  { from: '#7a4a3c', to: '#b07a5e', shapes: ['#f5d9c3', '#d6e4da'], ink: '#fffdf7' },
  { from: '#24506e', to: '#4d87a8', shapes: ['#bfe0ef', '#f7e7c6'], ink: '#fffdf7' },
  { from: '#5c4866', to: '#94779c', shapes: ['#ead3ec', '#f9e4c8'], ink: '#fffdf7' },
] as const;

/** A small seeded generator, so that each picture is the same each time it is drawn. */
function randomFrom(key: string) {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The title in lines of at most `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Soft hills across the bottom: a smooth curve through a few points. */
function hill(random: () => number, width: number, height: number, base: number, rise: number): string {
  const points = 5;
  const ys = Array.from({ length: points + 1 }, () => base - random() * rise);
  let d = `M0 ${ys[0]!.toFixed(0)}`;
  for (let i = 1; i <= points; i++) {
    const x0 = ((i - 1) * width) / points;
    const x1 = (i * width) / points;
    const mid = (x0 + x1) / 2;
    d += ` C${mid.toFixed(0)} ${ys[i - 1]!.toFixed(0)} ${mid.toFixed(0)} ${ys[i]!.toFixed(0)} ${x1.toFixed(0)} ${ys[i]!.toFixed(0)}`;
  }
  return `${d} L${width} ${height} L0 ${height} Z`;
}

function background(key: string, width: number, height: number) {
  const random = randomFrom(key);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const [soft, warm] = palette.shapes;
  const sun = { x: width * (0.62 + random() * 0.25), y: height * (0.2 + random() * 0.25), r: height * 0.16 };
  const circles = Array.from({ length: 3 }, (_, i) => ({
    x: width * (0.45 + random() * 0.55),
    y: height * (0.1 + random() * 0.8),
    r: height * (0.25 + random() * 0.3),
    fill: i % 2 ? warm : soft,
    opacity: 0.1 + random() * 0.12,
  }));
  const svg = `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
      </linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${warm}" stop-opacity="0.9"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${circles.map((c) => `<circle cx="${c.x.toFixed(0)}" cy="${c.y.toFixed(0)}" r="${c.r.toFixed(0)}" fill="${c.fill}" opacity="${c.opacity.toFixed(2)}"/>`).join('')}
    <circle cx="${sun.x.toFixed(0)}" cy="${sun.y.toFixed(0)}" r="${(sun.r * 2.2).toFixed(0)}" fill="url(#glow)" opacity="0.45"/>
    <circle cx="${sun.x.toFixed(0)}" cy="${sun.y.toFixed(0)}" r="${sun.r.toFixed(0)}" fill="${warm}" opacity="0.85"/>
    <path d="${hill(random, width, height, height * 0.8, height * 0.16)}" fill="${soft}" opacity="0.32"/>
    <path d="${hill(random, width, height, height * 0.92, height * 0.12)}" fill="${palette.from}" opacity="0.55"/>`;
  return { svg, palette };
}

/** A cover, 1600 × 900: the shapes, a label and the title on the left. */
function cover(key: DemoImage): string {
  const { title, label } = demoImages[key];
  const width = 1600;
  const height = 900;
  const { svg, palette } = background(key, width, height);
  const lines = wrap(title, 20);
  const size = lines.length > 3 ? 74 : 88;
  const top = 230;
  const text = lines
    .map(
      (line, i) =>
        `<text x="110" y="${top + 70 + i * size * 1.15}" font-family="DejaVu Serif" font-size="${size}" font-weight="bold" fill="${palette.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${svg}
    <defs><linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${palette.from}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.from}" stop-opacity="0"/>
    </linearGradient></defs>
    <rect width="${width * 0.75}" height="${height}" fill="url(#veil)"/>
    <text x="112" y="${top - 40}" font-family="DejaVu Sans" font-size="30" letter-spacing="6" fill="${palette.ink}" opacity="0.9">MINDWELL ACADEMY · ${label.toUpperCase()}</text>
    <rect x="112" y="${top - 10}" width="96" height="5" rx="2.5" fill="${palette.shapes[1]}"/>
    ${text}
  </svg>`;
}

/** A portrait, 800 × 800: a figure drawn in a few shapes, no likeness of anyone. */
function portrait(key: DemoImage): string {
  const size = 800;
  const { svg, palette } = background(key, size, size);
  const random = randomFrom(`${key}:figure`);
  const tone = ['#e9c7a8', '#c89472', '#8d5b3f', '#f1d6bd'][Math.floor(random() * 4)]!;
  const cloth = palette.shapes[0];
  const hair = ['#2b2220', '#5a3b2a', '#8a6a4a', '#3d3a44'][Math.floor(random() * 4)]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    ${svg}
    <path d="M150 800 C160 610 270 540 400 540 C530 540 640 610 650 800 Z" fill="${cloth}" opacity="0.95"/>
    <ellipse cx="400" cy="350" rx="150" ry="175" fill="${hair}"/>
    <rect x="365" y="440" width="70" height="120" rx="30" fill="${tone}"/>
    <ellipse cx="400" cy="380" rx="112" ry="132" fill="${tone}"/>
    <path d="M288 350 C300 260 350 225 410 228 C470 232 505 275 512 340 C470 300 400 285 330 310 C310 318 296 332 288 350 Z" fill="${hair}"/>
  </svg>`;
}

async function draw(): Promise<void> {
  for (const key of Object.keys(demoImages) as DemoImage[]) {
    const svg = demoImages[key].label === 'Portrait' ? portrait(key) : cover(key);
    await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(demoImageFile(key));
  }
}

await draw();
