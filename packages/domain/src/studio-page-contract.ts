import { z } from 'zod';
import { type StudioPageSectionName, studioPageSectionNames } from './studio-page-sections.ts';

/** GET shops/{shopId}/page-sections: each section, true when customers find something there. */
export const studioPageSectionsSchema = z
  .object(
    Object.fromEntries(studioPageSectionNames.map((name) => [name, z.boolean()])) as Record<
      StudioPageSectionName,
      z.ZodBoolean
    >,
  )
  .meta({ id: 'StudioPageSections' });
