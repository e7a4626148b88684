// Arabic lines on a pdfkit page. pdfkit shapes text with fontkit, which joins Arabic letters and
// reverses a right-to-left run, but pdfkit lays each space-separated word out on its own and places
// the words left to right, so a sentence comes out in reverse word order. Here we wrap ourselves,
// join each line's words with no-break spaces (one run for fontkit, reversed as a whole) and
// pre-reverse the left-to-right pieces inside it (digits, Latin words), which fontkit's reversal
// then puts back in reading order. Not the full Unicode bidi algorithm: mirrored brackets and
// quotation marks, and a line whose first letter is Latin, are not handled.

const arabicLetter = /(?!\p{N})\p{Script=Arabic}/u;
// Digits (Arabic-Indic ones too) and non-Arabic letters read left to right inside an Arabic line.
const leftToRight = /^(?:\p{N}|(?!\p{Script=Arabic})\p{L})/u;
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const noBreakSpace = '\u00a0';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function hasArabicLetters(text: string): boolean {
  return arabicLetter.test(text);
}

/** Drops invisible direction marks (e.g. from Intl formatting in Arabic) that the font has no glyph for. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** The line in the order fontkit needs: left-to-right runs (and the spaces inside them) pre-reversed. */
export function visualOrder(line: string): string {
  const parts = [...graphemes.segment(line)].map(({ segment }) => segment);
  const isLtr = (part: string | undefined) => part !== undefined && leftToRight.test(part);
  const result: string[] = [];
  let index = 0;
  while (index < parts.length) {
    if (!isLtr(parts[index])) {
      result.push(parts[index] as string);
      index += 1;
      continue;
    }
    // A run of left-to-right text, with neutral characters inside it that sit between two of its letters.
    let end = index + 1;
    for (let probe = end; probe < parts.length; probe += 1) {
      if (isLtr(parts[probe])) end = probe + 1;
      else if (arabicLetter.test(parts[probe] as string)) break;
    }
    result.push(...parts.slice(index, end).reverse());
    index = end;
  }
  return result.join('');
}

export interface RightToLeftBox {
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** Writes an Arabic paragraph at the document's current y, wrapped to the box, with the current font. */
export function writeRightToLeft(document: PDFKit.PDFDocument, text: string, box: RightToLeftBox) {
  const words = withoutBidiControls(text).split(/\s+/).filter(Boolean);
  const lines: string[][] = [];
  for (const word of words) {
    const current = lines.at(-1);
    if (current && document.widthOfString([...current, word].join(noBreakSpace)) <= box.width)
      current.push(word);
    else lines.push([word]);
  }
  for (const words of lines) {
    const visual = visualOrder(words.join(noBreakSpace));
    const width = document.widthOfString(visual);
    const slack = Math.max(0, box.width - width);
    const x = box.align === 'left' ? box.x : box.align === 'right' ? box.x + slack : box.x + slack / 2;
    const y = document.y;
    document.text(visual, x, y, { lineBreak: false });
    document.y = y + document.currentLineHeight(true);
  }
  document.x = box.x;
}
