// The syntax trees of TypeScript sources, for the checks that look at code rather than at imports
// (error-code-rules.ts, component-size-rules.ts).
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';

/** The syntax tree of a .ts or .tsx file. */
export function parseSourceFile(file: string): Node {
  const plugins: ('typescript' | 'jsx')[] = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  return parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins }).program;
}

/** Calls visit for node and every node below it, parents before children. */
export function visitNodes(node: Node, visit: (node: Node, parent: Node | null) => void): void {
  const walk = (current: Node, parent: Node | null) => {
    visit(current, parent);
    for (const [key, value] of Object.entries(current)) {
      if (key === 'loc' || key.endsWith('Comments')) continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, current);
    }
  };
  walk(node, null);
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
