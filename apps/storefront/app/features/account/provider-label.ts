/** Well-known providers by their usual spelling; any other configured name is shown capitalised. */
const KNOWN: Record<string, string> = { google: 'Google', microsoft: 'Microsoft', apple: 'Apple', facebook: 'Facebook', github: 'GitHub' };

export const providerLabel = (name: string) => KNOWN[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
