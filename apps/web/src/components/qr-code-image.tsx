import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code drawn as SVG cells (no canvas, no HTML strings), e.g. for a code shown at a counter. */
export function QrCodeImage({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const cells = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    const dark: Array<[number, number]> = [];
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) dark.push([row, col]);
    }
    return { count, dark };
  }, [value]);
  const quiet = 2;
  const side = cells.count + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path
        fill="#000"
        d={cells.dark.map(([row, col]) => `M${col + quiet} ${row + quiet}h1v1h-1z`).join('')}
      />
    </svg>
  );
}
