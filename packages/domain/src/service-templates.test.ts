import { describe, expect, it } from 'vitest';
import { serviceWriteSchema } from './booking-contract.ts';
import { findServiceTemplate, serviceTemplates } from './service-templates.ts';

describe('service templates', () => {
  it('should have unique ids and be valid treatments', () => {
    const ids = serviceTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id: _id, ...template } of serviceTemplates) {
      expect(serviceWriteSchema.safeParse(template).success).toBe(true);
    }
  });

  it('should find a template by id', () => {
    expect(findServiceTemplate('gel-new-set')?.durationMinutes).toBe(90);
    expect(findServiceTemplate('nope')).toBeUndefined();
  });
});
