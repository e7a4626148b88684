// No component over 250 lines: a component longer than that holds more than a reader can keep in
// mind; its parts go into sub-components or hooks in files of their own inside the same feature.
import path from 'node:path';
import type { Node } from '@babel/types';
import { sourceFiles } from './source-imports.ts';
import { parseSourceFile, visitNodes } from './source-syntax.ts';

export const maxComponentLines = 250;

export interface ComponentSize {
  /** The file, relative to the source folder. */
  file: string;
  component: string;
  line: number;
  lines: number;
}

/**
 * Every component (a function named in PascalCase: `function BookingDialog`, `const BookingDialog =
 * (…) => …`, also wrapped as in `memo(function …)`) in the .tsx files under srcDir, longest first.
 */
export function componentSizes(srcDir: string): ComponentSize[] {
  const sizes = sourceFiles(srcDir)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => {
      const found: ComponentSize[] = [];
      visitNodes(parseSourceFile(file), (node, parent) => {
        const name = componentName(node, parent);
        if (name === undefined || !node.loc) return;
        found.push({
          file: path.relative(srcDir, file),
          component: name,
          line: node.loc.start.line,
          lines: node.loc.end.line - node.loc.start.line + 1,
        });
      });
      return found;
    });
  return sizes.sort((a, b) => b.lines - a.lines);
}

/** The components under srcDir longer than maxComponentLines. */
export function oversizedComponents(srcDir: string): ComponentSize[] {
  return componentSizes(srcDir).filter((size) => size.lines > maxComponentLines);
}

const pascalCase = /^[A-Z][A-Za-z0-9]*$/;

function componentName(node: Node, parent: Node | null): string | undefined {
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') {
    if (node.id && pascalCase.test(node.id.name)) return node.id.name;
  }
  if (
    (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') &&
    parent?.type === 'VariableDeclarator' &&
    parent.id.type === 'Identifier' &&
    pascalCase.test(parent.id.name)
  )
    return parent.id.name;
  return undefined;
}
