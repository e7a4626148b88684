// A QR code drawn as vector squares on a PDF page (sharp at any print size, no image step).
import qrcode from 'qrcode-generator';

/** Draws the code for `value` as a `size`-point square with its top left corner at (left, top). */
export function drawQrCode(
  document: PDFKit.PDFDocument,
  value: string,
  left: number,
  top: number,
  size: number,
) {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const modules = code.getModuleCount();
  const cell = size / modules;
  document.save().fillColor('#000000');
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      if (code.isDark(row, column)) document.rect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  document.fill().restore();
}
