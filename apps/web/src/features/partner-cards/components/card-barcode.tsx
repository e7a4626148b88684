import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/**
 * The card number as a Code 128 barcode for the scanner at the counter (black on white whatever
 * the theme, so scanners read it), with the number in plain text below. The barcode library is
 * loaded when a card is shown, not with the page.
 */
export function CardBarcode({ number, label }: { number: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svg.current) return;
        JsBarcode(svg.current, number, {
          format: 'CODE128',
          displayValue: false,
          margin: 12,
          height: 80,
          width: 2,
          background: '#ffffff',
          lineColor: '#000000',
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [number]);

  return (
    <Box
      sx={{ bgcolor: '#ffffff', color: '#000000', borderRadius: 2, p: 1.5, textAlign: 'center' }}
      data-testid="partner-card-barcode"
      data-number={number}
    >
      {failed ? null : (
        <Box
          component="svg"
          ref={svg}
          role="img"
          aria-label={label}
          sx={{ maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }}
        />
      )}
      <Typography
        sx={{ fontFamily: 'monospace', fontSize: 18, letterSpacing: 2, direction: 'ltr', color: '#000000' }}
      >
        {number}
      </Typography>
    </Box>
  );
}
