/**
 * "Sequential-character check" (SPEC §5) shared by the ID number validators.
 *
 * Rule: a string is rejected when it has at least `minLength` characters and is
 *  - one character repeated (`111111…`, `AAAAAA…`), or
 *  - all digits, each one greater by one than the previous (`123456…`, wrapping 9 → 0 so `7890123…`
 *    counts too), or each one smaller by one (`987654…`, wrapping 0 → 9).
 * Runs inside a longer number are not rejected: genuine numbers contain short runs (dates like 20120123,
 * sequence codes like 456), and the check digits already catch almost every typing error. The check is
 * there to give a clear message for obviously made-up numbers.
 */
export function isRepeatedOrSequential(value: string, minLength = 6): boolean {
  if (value.length < minLength) return false;
  if ([...value].every((ch) => ch === value[0])) return true;
  if (!/^\d+$/.test(value)) return false;
  const step = (i: number) => (Number(value[i]) - Number(value[i - 1]) + 10) % 10;
  let ascending = true;
  let descending = true;
  for (let i = 1; i < value.length; i++) {
    const s = step(i);
    if (s !== 1) ascending = false;
    if (s !== 9) descending = false;
  }
  return ascending || descending;
}
