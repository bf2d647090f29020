import { randomInt } from 'node:crypto';
import { type GlyphPath, loadPortalFont, type PortalFont } from './portal-font.ts';

/**
 * The login's image code, drawn as an SVG picture of outlines only: the letters are the font's glyph outlines,
 * each scaled, turned and shifted at random, then bent by a wave, so the picture holds no text and no outline
 * equals the font's own. Two crossing curves make the letters harder to cut apart.
 */

/** Letters a person cannot mistake for one another (no 0 / o / O, 1 / i / l / I). */
export const IMAGE_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const IMAGE_CODE_WIDTH = 110;
const IMAGE_CODE_HEIGHT = 40;
const LETTER_PIXELS = 27;

type Point = readonly [number, number];
type Warp = (point: Point) => Point;

const SVG_COMMANDS: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** A random number in [low, high), from the system's secure generator. */
const between = (low: number, high: number) => low + (randomInt(0, 10_000) / 10_000) * (high - low);

/** A dark colour of random hue: at least 4.5:1 against white. */
const inkColour = () => `hsl(${randomInt(0, 360)},65%,${randomInt(22, 34)}%)`;

const round = (value: number) => Math.round(value * 10) / 10;

/** The outline as SVG path data, each point moved by `warp`. */
const pathData = (path: GlyphPath, warp: Warp) =>
  path.commands
    .map(({ command, args }) => {
      const points: string[] = [];
      for (let index = 0; index + 1 < args.length; index += 2) {
        const [x, y] = warp([args[index] ?? 0, args[index + 1] ?? 0]);
        points.push(`${round(x)} ${round(y)}`);
      }
      return `${SVG_COMMANDS[command] ?? ''}${points.join(' ')}`;
    })
    .join('');

/** Font units to the picture: the glyph's middle at (centreX, centreY), flipped (y down), scaled and turned. */
const placement = (font: PortalFont, advanceWidth: number, centreX: number): Warp => {
  const scale = (LETTER_PIXELS / font.unitsPerEm) * between(0.85, 1.1);
  const angle = between(-0.4, 0.4);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const centreY = IMAGE_CODE_HEIGHT / 2 + between(-3, 3);
  const middle: Point = [advanceWidth / 2, font.unitsPerEm * 0.36];
  return ([x, y]) => {
    const dx = (x - middle[0]) * scale;
    const dy = -(y - middle[1]) * scale;
    return [centreX + dx * cos - dy * sin, centreY + dx * sin + dy * cos];
  };
};

/** A gentle wave across the whole picture, different for each picture. */
const wave = (): Warp => {
  const amplitude = between(1, 2.2);
  const length = between(18, 30);
  const phase = between(0, Math.PI * 2);
  return ([x, y]) => [x, y + amplitude * Math.sin(x / length + phase)];
};

const letterOutline = (font: PortalFont, letter: string, centreX: number, bend: Warp) => {
  const glyph = font.glyphForCodePoint(letter.codePointAt(0) ?? 0);
  const place = placement(font, glyph.advanceWidth, centreX);
  const ink = inkColour();
  // The regular weight's strokes are thin at this size: an outline in the same ink makes them bolder.
  return `<path fill="${ink}" stroke="${ink}" stroke-width="0.7" d="${pathData(glyph.path, (point) => bend(place(point)))}"/>`;
};

const crossingCurve = () => {
  const y = () => round(between(6, IMAGE_CODE_HEIGHT - 6));
  const x = () => round(between(25, IMAGE_CODE_WIDTH - 25));
  return `<path fill="none" stroke="${inkColour()}" stroke-width="1.6" d="M2 ${y()}Q${x()} ${y()} ${IMAGE_CODE_WIDTH - 2} ${y()}"/>`;
};

/** A random code of `length` letters from IMAGE_CODE_LETTERS. */
export const randomImageCode = (length: number) =>
  Array.from({ length }, () => IMAGE_CODE_LETTERS[randomInt(0, IMAGE_CODE_LETTERS.length)]).join('');

/** The SVG picture of `code`. */
export const drawImageCode = async (code: string): Promise<string> => {
  const font = await loadPortalFont();
  const slot = (IMAGE_CODE_WIDTH - 10) / code.length;
  const bend = wave();
  const letters = [...code].map((letter, index) =>
    letterOutline(font, letter, 5 + slot * (index + 0.5) + between(-2, 2), bend),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_CODE_WIDTH}" height="${IMAGE_CODE_HEIGHT}" ` +
    `viewBox="0 0 ${IMAGE_CODE_WIDTH} ${IMAGE_CODE_HEIGHT}">${crossingCurve()}${letters.join('')}${crossingCurve()}</svg>`
  );
};
