/**
 * The keys of an English area file: the keys of its Chinese area, and the English singular `<name>_one` of
 * each plural message stored there as `<name>_other` (docs/glossary.md "Plurals"). `satisfies
 * Record<EnglishKeysOf<typeof zh>, string>` makes an English area give every plural both forms.
 */
export type EnglishKeysOf<ChineseArea> =
  | keyof ChineseArea
  | (keyof ChineseArea extends infer Key
      ? Key extends `${infer Name}_other`
        ? `${Name}_one`
        : never
      : never);
