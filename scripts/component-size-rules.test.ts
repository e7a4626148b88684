import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { componentSizes, maxComponentLines, oversizedComponents } from './component-size-rules.ts';
import { removeSourceTrees, sourceTree } from './source-tree-fixture.ts';

afterEach(removeSourceTrees);

/** A component of exactly `lines` lines, as a declaration or as an arrow function. */
function component(name: string, lines: number, form: 'function' | 'arrow' = 'function'): string {
  const body = Array.from({ length: lines - 3 }, (_, index) => `  const line${index} = ${index};`).join('\n');
  const open = form === 'function' ? `export function ${name}() {` : `export const ${name} = () => {`;
  return `${open}\n${body}\n  return <div />;\n}${form === 'arrow' ? ';' : ''}\n`;
}

describe('component size rule', () => {
  it('should measure components declared as functions, arrows and inside memo, but not plain functions', () => {
    const dir = sourceTree({
      'features/deals/components/deal-form.tsx': `${component('DealForm', 12)}\nfunction helper() {\n  return 1;\n}\n`,
      'features/deals/components/deal-card.tsx': component('DealCard', 7, 'arrow'),
      'shared/row.tsx': 'export const Row = memo(function Row() {\n  return <div />;\n});\n',
      'shared/values.ts': component('NotInTsx', 20).replace('<div />', 'null'),
    });
    expect(componentSizes(dir).map(({ file, component, lines }) => `${file} ${component} ${lines}`)).toEqual([
      'features/deals/components/deal-form.tsx DealForm 12',
      'features/deals/components/deal-card.tsx DealCard 7',
      'shared/row.tsx Row 3',
    ]);
  });

  it(`should flag a component over ${maxComponentLines} lines and allow one of exactly ${maxComponentLines}`, () => {
    const dir = sourceTree({
      'features/calendar/components/big.tsx': component('BigDialog', maxComponentLines + 1, 'arrow'),
      'features/calendar/components/fits.tsx': component('FitsDialog', maxComponentLines),
    });
    expect(oversizedComponents(dir)).toEqual([
      {
        file: 'features/calendar/components/big.tsx',
        component: 'BigDialog',
        line: 1,
        lines: maxComponentLines + 1,
      },
    ]);
  });
});

describe('check-component-size', () => {
  it('should end non-zero and name the component when one is planted over the limit', () => {
    const dir = sourceTree({ 'features/bookings/new-booking.tsx': component('NewBookingDialog', 300) });
    const run = spawnSync(process.execPath, ['scripts/check-component-size.ts', dir], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${dir}/features/bookings/new-booking.tsx:1: NewBookingDialog has 300 lines`,
    );
  });
});
