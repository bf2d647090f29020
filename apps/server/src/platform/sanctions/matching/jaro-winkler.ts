/** Jaro-Winkler similarity of two strings (0 different … 1 equal), with the usual prefix scale 0.1 up to 4. */
export const jaroWinkler = (a: string, b: string): number => {
  if (a === b) return 1;
  const lengthA = a.length;
  const lengthB = b.length;
  if (lengthA === 0 || lengthB === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(lengthA, lengthB) / 2) - 1);
  const matchedA = new Uint8Array(lengthA);
  const matchedB = new Uint8Array(lengthB);
  let matches = 0;
  for (let i = 0; i < lengthA; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lengthB - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] === 0 && a.charCodeAt(i) === b.charCodeAt(j)) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < lengthA; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro = (matches / lengthA + matches / lengthB + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < lengthA && prefix < lengthB && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
};
