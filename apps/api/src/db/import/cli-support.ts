import cliProgress from 'cli-progress';
import type { DbConfig } from '../create-db.ts';
import type { ImportProgress } from './import-catalogue.ts';

/** DATABASE_URL (postgres://…) selects PostgreSQL; otherwise SQLITE_PATH, default var/encore.sqlite. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? { databaseUrl: url } : { sqlitePath: env.SQLITE_PATH || 'var/encore.sqlite' };
}

/** A progress reporter: a bar on a terminal, a plain line per ~10 % otherwise (logs, CI). */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr) {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `${label} [{bar}] {percentage}% | {value}/{total} | {phase}`, hideCursor: true, stream },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(p: ImportProgress) {
        if (!started) {
          bar.start(p.overallTotal, 0, { phase: p.phase });
          started = true;
        }
        bar.update(p.overallDone, { phase: p.phase });
      },
      stop: () => started && bar.stop(),
    };
  }
  let lastDecile = -1;
  return {
    update(p: ImportProgress) {
      const decile = p.overallTotal ? Math.floor((p.overallDone / p.overallTotal) * 10) : 10;
      if (decile === lastDecile && p.overallDone !== p.overallTotal) return;
      lastDecile = decile;
      stream.write(`${label}: ${p.overallDone}/${p.overallTotal} (${p.phase} ${p.done}/${p.total})\n`);
    },
    stop: () => undefined,
  };
}
