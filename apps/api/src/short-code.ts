import { randomInt } from 'node:crypto';
import { shortCodeAlphabet, shortCodeLength } from '@studio/domain/short-code';

/** A fresh random short code for the counter (stamp requests, deal redemptions, deals on orders). */
export function newShortCode(): string {
  let code = '';
  for (let index = 0; index < shortCodeLength; index += 1) {
    code += shortCodeAlphabet[randomInt(shortCodeAlphabet.length)];
  }
  return code;
}
