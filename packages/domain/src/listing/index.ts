export * from './listing-filters.ts';
export * from './listing-state.ts';
export * from './listing-query.ts';
export * from './facets.ts';
export * from './period.ts';
export * from './price-ranges.ts';
export * from './sort-options.ts';
export * from './venue-filter.ts';
