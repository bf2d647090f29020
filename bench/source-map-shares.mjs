// Which sources a built script's bytes come from: its source map's generated spans, each charged to its source
// (the text from one mapping to the next on the same line), grouped by npm package or by the project's folder.
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one mapping segment (base64 VLQ). */
const decodeSegment = (segment) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
};

/** `node_modules/<package>` (scoped or not), else the project's path below `apps/<app>/src` or `packages`. */
export const groupOf = (source) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  const own = /(apps\/[^/]+\/src|packages\/[^/]+\/src)\/([^/]+)/.exec(source);
  return own ? `${own[1]}/${own[2]}` : 'other';
};

/** Characters of `scriptFile` by group of its sources (`groupOf`), from `scriptFile.map`. */
export const charactersBySource = (scriptFile) => {
  const lines = readFileSync(scriptFile, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${scriptFile}.map`, 'utf8'));
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    let column = 0;
    const starts = segments.map((segment) => {
      column += segment[0];
      if (segment.length > 1) source += segment[1];
      return { column, source: segment.length > 1 ? source : undefined };
    });
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? (lines[lineIndex] ?? '').length;
      const group = start.source === undefined ? 'other' : groupOf(map.sources[start.source] ?? '');
      totals.set(group, (totals.get(group) ?? 0) + end - start.column);
    });
  });
  return totals;
};
