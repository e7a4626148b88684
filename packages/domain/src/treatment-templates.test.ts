import { describe, expect, it } from 'vitest';
import { treatmentWriteSchema } from './booking-contract.ts';
import { findTreatmentTemplate, treatmentTemplates } from './treatment-templates.ts';

describe('service templates', () => {
  it('should have unique ids and be valid treatments', () => {
    const ids = treatmentTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id: _id, ...template } of treatmentTemplates) {
      expect(treatmentWriteSchema.safeParse(template).success).toBe(true);
    }
  });

  it('should find a template by id', () => {
    expect(findTreatmentTemplate('gel-new-set')?.durationMinutes).toBe(90);
    expect(findTreatmentTemplate('nope')).toBeUndefined();
  });
});
