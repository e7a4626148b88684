// Error codes by name on both sides: the API throws `new AppError(ErrorCode.shopNotFound)`, never
// `new AppError(1001)`, and the web compares `error.errorCode === ErrorCode.notFound`, never a bare
// 9404. A bare number says nothing to a reader and survives a renumbering unnoticed.
import path from 'node:path';
import type { Node } from '@babel/types';
import { sourceFiles } from './source-imports.ts';
import { parseSourceFile, visitNodes } from './source-syntax.ts';

export interface BareErrorCode {
  /** The file, relative to the source folder it was found in. */
  file: string;
  line: number;
  reason: string;
}

/** Every number literal in the code given to `new AppError(…)` under apiSrcDir. */
export function findBareAppErrorCodes(apiSrcDir: string): BareErrorCode[] {
  return sourceFiles(apiSrcDir).flatMap((file) => {
    const found: BareErrorCode[] = [];
    visitNodes(parseSourceFile(file), (node) => {
      if (
        node.type !== 'NewExpression' ||
        node.callee.type !== 'Identifier' ||
        node.callee.name !== 'AppError'
      )
        return;
      const [code] = node.arguments;
      if (code === undefined) return;
      for (const literal of numberLiterals(code)) {
        found.push({
          file: path.relative(apiSrcDir, file),
          line: literal.loc?.start.line ?? 0,
          reason: `new AppError(${literal.value}): name the code (ErrorCode.…)`,
        });
      }
    });
    return found;
  });
}

/**
 * Every comparison of an error code with a number literal under webSrcDir: `x.errorCode === 9404`,
 * `code !== 1001`, `case 9400:` in a `switch (error.errorCode)`. A code is whatever is named
 * `errorCode` or `code` (also as a property).
 */
export function findBareWebErrorCodes(webSrcDir: string): BareErrorCode[] {
  return sourceFiles(webSrcDir).flatMap((file) => {
    const found: BareErrorCode[] = [];
    const report = (literal: Node & { value: number }, how: string) =>
      found.push({
        file: path.relative(webSrcDir, file),
        line: literal.loc?.start.line ?? 0,
        reason: `${how} ${literal.value}: compare with the code's name (ErrorCode.…)`,
      });
    visitNodes(parseSourceFile(file), (node) => {
      if (node.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(node.operator)) {
        const { left, right } = node;
        if (right.type === 'NumericLiteral' && left.type !== 'PrivateName' && namesACode(left))
          report(right, `error code ${node.operator}`);
        if (left.type === 'NumericLiteral' && namesACode(right)) report(left, `error code ${node.operator}`);
      }
      if (node.type === 'SwitchStatement' && namesACode(node.discriminant)) {
        for (const branch of node.cases)
          if (branch.test?.type === 'NumericLiteral') report(branch.test, 'switch on an error code, case');
      }
    });
    return found;
  });
}

const codeNames = new Set(['errorCode', 'code']);

function namesACode(node: Node): boolean {
  const inner = unwrapped(node);
  if (inner.type === 'Identifier') return codeNames.has(inner.name);
  if ((inner.type === 'MemberExpression' || inner.type === 'OptionalMemberExpression') && !inner.computed)
    return inner.property.type === 'Identifier' && codeNames.has(inner.property.name);
  return false;
}

/** `(x as number)`, `x!` and parentheses say nothing about what x is. */
function unwrapped(node: Node): Node {
  if (
    node.type === 'TSAsExpression' ||
    node.type === 'TSNonNullExpression' ||
    node.type === 'TSSatisfiesExpression' ||
    node.type === 'ParenthesizedExpression'
  )
    return unwrapped(node.expression);
  return node;
}

function numberLiterals(node: Node): (Node & { type: 'NumericLiteral'; value: number })[] {
  const literals: (Node & { type: 'NumericLiteral'; value: number })[] = [];
  visitNodes(node, (inner) => {
    if (inner.type === 'NumericLiteral') literals.push(inner);
  });
  return literals;
}
