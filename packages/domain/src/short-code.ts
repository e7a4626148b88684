// The short codes a customer shows at the counter (stamp requests, deal redemptions, deals on orders).
import { z } from 'zod';

/** Letters and digits that cannot be mistaken for one another (no I, O, 0, 1): 32 of them. */
export const shortCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const shortCodeLength = 6;

/** A typed or scanned code, read in any case. */
export const shortCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${shortCodeAlphabet}]{${shortCodeLength}}$`));
