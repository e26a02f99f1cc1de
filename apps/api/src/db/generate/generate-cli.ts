/**
 * `npm run generate:large -- out.json [--events 10000] [--tickets 5] [--seed 42]`:
 * writes a large catalogue in the import format; load it with `npm run import -- out.json`.
 */
import { writeFile } from 'node:fs/promises';
import { generateLargeCatalogue } from './large-catalogue.ts';

function flag(argv: string[], name: string): number | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : undefined;
}

async function main(argv: string[]): Promise<number> {
  const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1]!.startsWith('--')));
  const file = positional[0] ?? 'var/large-catalogue.json';
  const doc = generateLargeCatalogue({ events: flag(argv, 'events'), ticketsPerEvent: flag(argv, 'tickets'), seed: flag(argv, 'seed') });
  await writeFile(file, JSON.stringify(doc));
  const events = doc.events as Array<{ children: unknown[] }>;
  process.stdout.write(`Wrote ${events.length} events (${events.reduce((n, e) => n + e.children.length, 0)} ticket categories) to ${file}; import with: npm run import -- ${file}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
