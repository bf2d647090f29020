export * from './amount-words.ts';
export * from './clauses.ts';
export * from './goods-categories.ts';
export * from './money.ts';
export * from './outcome.ts';
export * from './quote.ts';
export * from './short-term.ts';
export * from './underwriting.ts';
