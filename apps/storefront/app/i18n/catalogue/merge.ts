type Messages = Record<string, string>;

/** One locale's catalogue: the shared file and every feature's file of that locale (keys are prefixed by feature, so merging is a plain union). */
export function mergeCatalogue(base: Messages, featureFiles: Record<string, Messages>): Messages {
  return Object.assign({}, base, ...Object.values(featureFiles));
}
