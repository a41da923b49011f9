// The pages' colours from the sign-in experience's primary colours, kept readable whatever an
// administrator picks: text on a button is black or white, whichever contrasts more with it;
// links and the focus ring are the primary colour, darkened (light theme) or lightened (dark
// theme) until they reach 4.5:1 against the card (WCAG 2 AA for text).

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(rgbOf(a)), luminance(rgbOf(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export const textOn = (background: string): string => (contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111');

/** `color` mixed toward `toward` in small steps until it contrasts 4.5:1 with `background`. */
export function readableOn(color: string, background: string, toward: '#000000' | '#ffffff'): string {
  const from = rgbOf(color);
  const to = rgbOf(toward);
  for (let step = 0; step <= 20; step++) {
    const mixed = hexOf(from.map((c, i) => c + ((to[i]! - c) * step) / 20) as Rgb);
    if (contrast(mixed, background) >= 4.5) return mixed;
  }
  return toward;
}

const LIGHT = { page: '#f5f5f7', card: '#ffffff', text: '#1d1d1f', note: '#444444', border: '#888888', errorBg: '#fde8e8', errorText: '#8a1c1c' };
const DARK = { page: '#111113', card: '#1c1c1e', text: '#f2f2f7', note: '#c7c7cc', border: '#8e8e93', errorBg: '#4a1a1a', errorText: '#ffd7d7' };

function palette(p: typeof LIGHT, primary: string, toward: '#000000' | '#ffffff') {
  const accent = readableOn(primary, p.card, toward);
  return `body{background:${p.page};color:${p.text}} main{background:${p.card}}
  input{background:${p.card};color:${p.text};border-color:${p.border}}
  input:focus,button:focus,a:focus{outline-color:${accent}}
  button{background:${primary};color:${textOn(primary)}} a{color:${accent}}
  .error{background:${p.errorBg};color:${p.errorText}} .note{color:${p.note}}`;
}

/** The colour rules of the shell; colours are validated `#rrggbb` values, so nothing here is user text. */
export function themeCss(color: { primaryColor: string; isDarkModeEnabled: boolean; darkPrimaryColor: string }): string {
  const light = palette(LIGHT, color.primaryColor, '#000000');
  if (!color.isDarkModeEnabled) return light;
  return `${light}\n  @media (prefers-color-scheme: dark){${palette(DARK, color.darkPrimaryColor, '#ffffff')}}`;
}
