export * from './slug/slugify.ts';
