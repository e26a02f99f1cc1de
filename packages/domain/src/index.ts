export * from './slug/slugify.ts';
export * from './media/image-url.ts';
export * from './format/index.ts';
