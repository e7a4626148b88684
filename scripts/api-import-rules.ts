// The API's house rules, read from its imports (apps/api/src):
// - The lower layers (http/, db/, adapters/, pdf/ and the shared modules beside app.ts: config,
//   clock, app-deps, …) import no feature. What they need of one comes in through the app's wiring:
//   app.ts hands them functions (e.g. how route access finds a shop).
// - A feature uses another only through that feature's public module, features/<f>/<f>.public.ts,
//   which names what it offers (`export { name } from './file.ts'`; never `export *`).
// - The app's wiring (app.ts, platform.ts, main.ts, api-cluster.ts, jobs/) reaches a feature through
//   its public module, or registers its routes (<f>.routes.ts).
// - No cycle between features.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { relativeImports, sourceFiles } from './source-imports.ts';

export interface ImportViolation {
  /** Importing file, relative to the source folder. */
  file: string;
  specifier: string;
  reason: string;
}

type Layer = { kind: 'feature'; feature: string } | { kind: 'wiring' } | { kind: 'lower'; name: string };

const wiringFiles = ['app.ts', 'platform.ts', 'main.ts', 'api-cluster.ts'];

function layerOf(srcDir: string, file: string): Layer | undefined {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts[0] === '..') return undefined;
  if (parts[0] === 'features' && parts[1]) return { kind: 'feature', feature: parts[1] };
  if (parts[0] === 'jobs' || (parts.length === 1 && wiringFiles.includes(parts[0] ?? '')))
    return { kind: 'wiring' };
  return { kind: 'lower', name: parts.length === 1 ? (parts[0] ?? '') : `${parts[0]}/` };
}

const isPublicModule = (file: string, feature: string) => path.basename(file) === `${feature}.public.ts`;

function ruleBroken(srcDir: string, from: Layer, target: string): string | undefined {
  const to = layerOf(srcDir, target);
  if (to?.kind !== 'feature') return undefined;
  const toFeature = to.feature;
  if (from.kind === 'lower') {
    return `${from.name} imports feature "${toFeature}"; let the app's wiring (app.ts) hand over what it needs`;
  }
  if (from.kind === 'wiring') {
    if (isPublicModule(target, toFeature) || path.basename(target).endsWith('.routes.ts')) return undefined;
    return `the app's wiring imports an inner module of feature "${toFeature}"; use ${toFeature}.public.ts`;
  }
  if (from.feature === toFeature || isPublicModule(target, toFeature)) return undefined;
  return `feature "${from.feature}" imports an inner module of feature "${toFeature}"; use features/${toFeature}/${toFeature}.public.ts (export the name there)`;
}

/** Which features import which (through anything, public modules included). */
export function featureGraph(srcDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of relativeImports(srcDir)) {
    const from = layerOf(srcDir, file);
    const to = layerOf(srcDir, target);
    if (from?.kind !== 'feature' || to?.kind !== 'feature' || from.feature === to.feature) continue;
    graph.set(from.feature, (graph.get(from.feature) ?? new Set()).add(to.feature));
  }
  return graph;
}

/** The groups of features that reach each other (strongly connected, more than one feature). */
export function featureCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Every import in srcDir (the API's src folder) that breaks a house rule, and every feature cycle. */
export function findApiImportViolations(srcDir: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const { file, specifier, target } of relativeImports(srcDir)) {
    const from = layerOf(srcDir, file);
    if (!from) continue;
    const reason = ruleBroken(srcDir, from, target);
    if (reason) violations.push({ file: path.relative(srcDir, file), specifier, reason });
  }
  for (const file of sourceFiles(srcDir)) {
    const from = layerOf(srcDir, file);
    if (
      from?.kind === 'feature' &&
      isPublicModule(file, from.feature) &&
      /\bexport\s+\*/.test(readFileSync(file, 'utf8'))
    ) {
      violations.push({
        file: path.relative(srcDir, file),
        specifier: 'export *',
        reason: 'a public module names what it offers; no export *',
      });
    }
  }
  for (const cycle of featureCycles(featureGraph(srcDir))) {
    violations.push({
      file: `features/{${cycle.join(',')}}`,
      specifier: '',
      reason: `features ${cycle.join(', ')} import each other in a cycle; one of them must not know the other (pass a function or port through app.ts)`,
    });
  }
  return violations;
}

/** The import graph by layer (http/, db/, adapters/, wiring, features/<f>) as Graphviz dot, arrows counted. */
export function layerGraphDot(srcDir: string): string {
  const name = (layer: Layer) =>
    layer.kind === 'feature' ? `features/${layer.feature}` : layer.kind === 'wiring' ? 'wiring' : layer.name;
  const counts = new Map<string, number>();
  for (const { file, target } of relativeImports(srcDir)) {
    const from = layerOf(srcDir, file);
    const to = layerOf(srcDir, target);
    if (!from || !to) continue;
    const [a, b] = [name(from), name(to)];
    if (a === b) continue;
    const key = `"${a}" -> "${b}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const edges = [...counts].sort().map(([edge, count]) => `  ${edge} [label=${count}];`);
  return `digraph api {\n  rankdir=LR;\n${edges.join('\n')}\n}\n`;
}
