// The import-cycle gate of `npm test`. Two kinds of circle are refused:
// - between files, counting type-only imports (a type import still ties two
//   files together: neither can be moved or read without the other);
// - between the API's domain modules (apps/api/src/modules/<module>) and between
//   the areas of the domain package (packages/domain/src/<area>): a module that
//   needs another module which needs it back is one module in two folders.
// dependency-cruiser resolves the imports; this script only reads its graph.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];

/** The module a file belongs to for the module-level check, or undefined when none applies. */
export function moduleOf(path) {
  const match = /^apps\/api\/src\/modules\/([^/]+)\//.exec(path) ?? /^packages\/domain\/src\/([^/]+)\//.exec(path);
  return match ? `${path.startsWith('apps') ? 'api' : 'domain'}/${match[1]}` : undefined;
}

/** Circles in a directed graph given as Map<node, Set<node>>, each listed once (Tarjan's strongly connected components). */
export function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Module-to-module edges, each with one file-level import that makes it. */
export function moduleGraph(modules) {
  const graph = new Map();
  const witness = new Map();
  for (const file of modules) {
    // A test may use a neighbouring module to build its inputs without tying the modules together.
    const from = /\.test\.tsx?$/.test(file.source) ? undefined : moduleOf(file.source);
    if (!from) continue;
    for (const dep of file.dependencies) {
      const to = moduleOf(dep.resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      if (!witness.has(`${from} -> ${to}`)) witness.set(`${from} -> ${to}`, `${file.source} imports ${dep.resolved}`);
    }
  }
  return { graph, witness };
}

async function main() {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const result = await cruise(ROOTS, options);
  const { output } = await format(result.output, { outputType: 'err' });
  let failed = result.output.summary.error > 0;
  if (failed) process.stdout.write(output);

  const { graph, witness } = moduleGraph(result.output.modules);
  for (const circle of circles(graph)) {
    failed = true;
    console.log(`error module circle: ${circle.join(' <-> ')}`);
    for (const from of circle) {
      for (const to of graph.get(from) ?? []) {
        if (circle.includes(to)) console.log(`  ${witness.get(`${from} -> ${to}`)}`);
      }
    }
  }
  if (failed) process.exit(1);
  console.log(`No import cycles: ${result.output.summary.totalCruised} files, ${graph.size} modules checked.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
