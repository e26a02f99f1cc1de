export * from './format-price.ts';
export * from './format-date.ts';
