/**
 * Visual checks of the modal's views in Chromium: each view in light and dark, on a 1280x800 desktop and a 390x844
 * phone viewport; per shot an overflow check (no text clipped, nothing outside the modal, the modal inside the
 * viewport) and axe; the shot compared with pixelmatch against its committed baseline in tests/styled/visual/baselines
 * (within a tolerance). `WALLETDOCK_VISUAL_UPDATE=1` (npm run test:visual:update) writes the baselines instead.
 * Every shot, its diff and a contact sheet of all of them go to .data/visual/ (not committed) to be looked at.
 *
 * Deterministic rendering: reduced motion (the modal's animations end at once) and Playwright's animation freeze;
 * the fonts this machine has (DejaVu Sans resolves the theme's stack on Debian); fixed keys and amounts on the devnet;
 * what changes by itself (QR codes of pairing URIs, relative times, an email user's generated address) masked.
 * The font and browser the baselines were drawn with are kept beside them (environment.json): a machine that draws the
 * modal's text in another font fails with that reason instead of thousands of differing pixels.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

export const BASELINES = fileURLToPath(new URL('../styled/visual/baselines/', import.meta.url));
const OUT = fileURLToPath(new URL('../../.data/visual/', import.meta.url));
export const UPDATE = process.env.WALLETDOCK_VISUAL_UPDATE === '1';
const MODAL = '[data-walletdock-modal]';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * Per-pixel colour distance pixelmatch tolerates (0..1), and the share of pixels that may differ beyond it. With what
 * changes by itself masked, two runs on one machine differ by no pixel; 0.2% still fails a layout change: a row 2 px
 * taller (the lower half of a view moved down 2 px) differs by 0.32% or more in every view's shots.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;
/** Where the baselines' font and browser are recorded (written with the baselines). */
const ENVIRONMENT = join(BASELINES, 'environment.json');
/** The font and browser a set of shots is drawn with. */
interface RenderingEnvironment {
  font: string;
  browser: string;
}
/** Masked regions are painted this colour in shots and baselines alike. */
const MASK_COLOR = '#ff00ff';
/** Text that changes by itself: relative times ("12 sec ago") and the month an activity group is headed with. */
const CHANGING_TEXT = String.raw`^\s*(now|in \d+|\d+ (sec|min|hr|d|mo|yr)\b|(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\s*$)`;

/** What one shot found: its name and the problems (empty when it passed). */
export interface ShotResult {
  name: string;
  file: string;
  problems: string[];
}

/** Options of a scene's snapshot (a new scene is an `it` in visual.e2e.test.ts that brings a view up and calls snap). */
export interface SnapOptions {
  /** Extra selectors to mask (beyond QR codes of pairing URIs and relative times). */
  mask?: string[];
  /** Known findings left for now, by the start of their text (each one named in the report). */
  allow?: string[];
  /**
   * The view drawn again under other circumstances that must not change it (a host page's global styles): the shots
   * are named `<name>-<viewport>-<theme>+<variant>.png` and compared with the view's own baselines, never written as
   * baselines (while they are being rewritten, `npm run test:visual:update`, there is nothing settled to compare with).
   */
  variant?: string;
}

/** Waits until the page is still: fonts loaded, images decoded, no finite animation running, two frames painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The overflow check: text clipped inside the modal, elements outside it, the modal outside the viewport. */
export function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const modal = document.querySelector(selector);
    if (!modal) return ['no modal'];
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.getAttribute('data-view') ? ` data-view=${el.getAttribute('data-view')}` : ''}> "${text}"`;
    };
    const m = modal.getBoundingClientRect();
    if (m.left < -0.5 || m.top < -0.5 || m.right > innerWidth + 0.5 || m.bottom > innerHeight + 0.5) {
      problems.push(
        `modal outside the viewport: ${Math.round(m.left)},${Math.round(m.top)} ${Math.round(m.width)}x${Math.round(m.height)} in ${innerWidth}x${innerHeight}`,
      );
    }
    const clips = (el: Element) => /(hidden|auto|scroll|clip)/.test(getComputedStyle(el).overflow);
    for (const el of modal.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      // Empty, or visually hidden text for screen readers (a 1 px clipped box).
      if (r.width <= 1 || r.height <= 1) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (ownText && !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          problems.push(`text clipped: ${name(el)} needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
        else if (clips(el) && el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0)
          problems.push(`text clipped: ${name(el)} needs ${el.scrollHeight}px high, has ${el.clientHeight}px`);
      }
      // Inside a clipping ancestor (a scroller, the height animation's box) the ancestor is what shows.
      let clipped = false;
      for (let a = el.parentElement; a && a !== modal; a = a.parentElement) if (clips(a)) clipped = true;
      if (!clipped && (r.left < m.left - 1 || r.right > m.right + 1 || r.top < m.top - 1 || r.bottom > m.bottom + 1)) {
        problems.push(
          `outside the modal: ${name(el)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
      }
    }
    return problems;
  }, MODAL);
}

/**
 * What the shot leaves out: the host's page behind the overlay (what it shows moves with the page's own state and
 * layout; the overlay over it stays), everything but the modal, the wallet frame and a toast.
 */
const HIDE_HOST_PAGE = `body > :not([data-walletdock-frame]):not(:has(${MODAL}, [data-toast], [data-walletdock-frame])) { visibility: hidden !important; }`;

/**
 * A value wider than its field (an address) is shown from its start: where the caret left the field scrolled depends
 * on when the last keystroke landed against the field's layout.
 */
async function scrollFieldsToStart(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      `${selector} input, ${selector} textarea`,
    )) {
      try {
        field.setSelectionRange(0, 0);
      } catch {
        // Types without a selection (number, email) keep theirs.
      }
      field.scrollLeft = 0;
    }
  }, MODAL);
}

/** Marks the elements whose own text changes by itself (CHANGING_TEXT), so the shot masks them. */
async function markChangingText(page: Page): Promise<void> {
  await page.evaluate((pattern) => {
    const re = new RegExp(pattern, 'i');
    for (const el of document.querySelectorAll('[data-walletdock-modal] *')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (re.test(own)) el.setAttribute('data-visual-mask', '');
    }
  }, CHANGING_TEXT);
}

/**
 * The font Chromium draws the dialog's text with (the theme's stack resolves to whatever the machine has: DejaVu Sans
 * on Debian, Inter where it is installed) and the browser's version, as Chromium reports them.
 */
async function renderingEnvironment(page: Page): Promise<RenderingEnvironment> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { product } = (await cdp.send('Browser.getVersion')) as { product: string };
    // Chromium names the fonts of an element's own text: the first element of the modal that has text (the title).
    await page.evaluate((selector) => {
      for (const el of document.querySelectorAll('[data-visual-font-probe]'))
        el.removeAttribute('data-visual-font-probe');
      const withText = [...document.querySelectorAll(`${selector} *`)].find((el) =>
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim()),
      );
      withText?.setAttribute('data-visual-font-probe', '');
    }, MODAL);
    const { root } = await cdp.send('DOM.getDocument');
    await cdp.send('CSS.enable');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-visual-font-probe]',
    });
    const { fonts } = nodeId ? await cdp.send('CSS.getPlatformFontsForNode', { nodeId }) : { fonts: [] };
    return { font: fonts.map((f) => f.familyName).join(', ') || 'none', browser: product };
  } finally {
    await cdp.detach();
  }
}

/**
 * Why this machine's shots cannot match the baselines, if it can tell: the modal's text drawn in another font. (Another
 * browser version is only named beside a pixel difference: most releases draw the same pixels.)
 */
function environmentProblems(actual: RenderingEnvironment): string[] {
  if (UPDATE) {
    writeFileSync(ENVIRONMENT, `${JSON.stringify(actual, null, 2)}\n`);
    return [];
  }
  if (!existsSync(ENVIRONMENT)) return [`no ${ENVIRONMENT} (npm run test:visual:update writes it)`];
  const expected = JSON.parse(readFileSync(ENVIRONMENT, 'utf8')) as RenderingEnvironment;
  return actual.font === expected.font
    ? []
    : [
        `font: the modal's text is drawn in ${actual.font}, the baselines in ${expected.font} (on Debian: apt-get install fonts-dejavu-core; a font of the theme's stack installed here, e.g. Inter, draws other pixels)`,
      ];
}

/** The region shot: the modal with what shows over it (toasts), 16 px around, inside the viewport. */
async function region(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate((selector) => {
    const boxes = [document.querySelector(selector), ...document.querySelectorAll('[data-toast]')]
      .filter((el): el is Element => Boolean(el))
      .map((el) => el.getBoundingClientRect());
    const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) - 16));
    const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) - 16));
    const right = Math.min(innerWidth, Math.ceil(Math.max(...boxes.map((b) => b.right)) + 16));
    const bottom = Math.min(innerHeight, Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + 16));
    return { x, y, width: right - x, height: bottom - y };
  }, MODAL);
}

/** Compares `png` with the baseline `file`: problems (empty when within the tolerance); writes the diff. */
function compare(
  file: string,
  png: Buffer,
  environment: RenderingEnvironment,
  variant?: { diffName: string },
): string[] {
  const diffName = variant?.diffName ?? file;
  // A variant must draw the very pixels of the baseline it is compared with (the same machine draws it in the same run).
  const maxRatio = variant ? 0 : MAX_DIFF_RATIO;
  const baselinePath = join(BASELINES, file);
  if (UPDATE) {
    writeFileSync(baselinePath, png);
    return [];
  }
  if (!existsSync(baselinePath)) return [`no baseline ${file} (npm run test:visual:update writes it)`];
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return [`size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`];
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  writeFileSync(join(OUT, 'diff', diffName), PNG.sync.write(diff));
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= maxRatio) return [];
  const baselineBrowser = (JSON.parse(readFileSync(ENVIRONMENT, 'utf8')) as RenderingEnvironment).browser;
  const browserNote =
    baselineBrowser === environment.browser
      ? ''
      : `; baselines drawn by ${baselineBrowser}, this run by ${environment.browser}`;
  return [
    `${differing} pixels differ from the baseline ${file} (${(ratio * 100).toFixed(2)}%, tolerance ${maxRatio * 100}%${browserNote})`,
  ];
}

/**
 * Shots of the view on screen now, in every viewport and theme; `setTheme` switches the instance's theme mode.
 * Returns each shot's problems; the caller asserts none.
 */
export async function snapView(
  page: Page,
  name: string,
  setTheme: (theme: ThemeName) => Promise<void>,
  options: SnapOptions = {},
): Promise<ShotResult[]> {
  mkdirSync(join(OUT, 'actual'), { recursive: true });
  mkdirSync(join(OUT, 'diff'), { recursive: true });
  const results: ShotResult[] = [];
  // No hover state: the pointer rests outside the modal (where the last click left it, a row would be highlighted).
  await page.mouse.move(0, 0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of THEMES) {
      await setTheme(theme);
      await settle(page);
      await markChangingText(page);
      await scrollFieldsToStart(page);
      const baseline = `${name}-${viewport.name}-${theme}.png`;
      const file = options.variant ? baseline.replace(/\.png$/, `+${options.variant}.png`) : baseline;
      const environment = await renderingEnvironment(page);
      const fontProblems = environmentProblems(environment);
      const problems = [
        ...fontProblems,
        ...(await overflowProblems(page)),
        ...(await axeViolations(page, MODAL)).map((v) => `axe ${v}`),
      ];
      const mask = ['[data-wc-uri]', '[data-visual-mask]', ...(options.mask ?? [])].map((s) => page.locator(s));
      const png = await page.screenshot({
        clip: await region(page),
        mask,
        maskColor: MASK_COLOR,
        animations: 'disabled',
        caret: 'hide',
        style: HIDE_HOST_PAGE,
      });
      writeFileSync(join(OUT, 'actual', file), png);
      // In another font every shot differs: the font is the reason given, not the pixel count.
      if (options.variant) {
        if (!fontProblems.length && !UPDATE) problems.push(...compare(baseline, png, environment, { diffName: file }));
      } else if (!fontProblems.length) problems.push(...compare(file, png, environment));
      const allowed = options.allow ?? [];
      results.push({
        name: file,
        file: join(OUT, 'actual', file),
        problems: problems.filter((p) => !allowed.some((a) => p.startsWith(a))),
      });
    }
  }
  await page.setViewportSize(VIEWPORTS[0]);
  return results;
}

/** One PNG of every shot as thumbnails (half size), eight to a row: .data/visual/contact-sheet.png. */
export function writeContactSheet(files: readonly string[]): string {
  const images = files.map((f) => PNG.sync.read(readFileSync(f)));
  const scale = 2;
  const cellW = Math.max(...images.map((i) => Math.ceil(i.width / scale))) + 8;
  const cellH = Math.max(...images.map((i) => Math.ceil(i.height / scale))) + 8;
  const columns = 8;
  const sheet = new PNG({ width: cellW * columns, height: cellH * Math.ceil(images.length / columns) });
  sheet.data.fill(0x80);
  images.forEach((img, index) => {
    const ox = (index % columns) * cellW + 4;
    const oy = Math.floor(index / columns) * cellH + 4;
    for (let y = 0; y < Math.floor(img.height / scale); y++) {
      for (let x = 0; x < Math.floor(img.width / scale); x++) {
        const from = (y * scale * img.width + x * scale) * 4;
        const to = ((oy + y) * sheet.width + ox + x) * 4;
        img.data.copy(sheet.data, to, from, from + 4);
      }
    }
  });
  const out = join(OUT, 'contact-sheet.png');
  writeFileSync(out, PNG.sync.write(sheet));
  return out;
}
