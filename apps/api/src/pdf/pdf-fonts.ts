// Readex Pro (SIL OFL, shipped as an npm package) covers Latin with German umlauts, Vietnamese and
// Arabic in one font, so our PDFs (voucher, table sheet) print in every language the app speaks. pdfkit lays text out
// with fontkit, which joins Arabic letters (initial, medial, final forms) and runs a right-to-left
// line from right to left. What it does not do is the Unicode bidi algorithm: a line that mixes
// Arabic with Latin words or digits comes out with the embedded run reversed, so the sheet keeps
// every label and every value (amount, date, code, name) on a line of its own.
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

export const pdfFonts = {
  regular: resolve('@expo-google-fonts/readex-pro/400Regular/ReadexPro_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/readex-pro/700Bold/ReadexPro_700Bold.ttf'),
};
