// Treatments a nail studio starts from (issue "Online booking": templates to start from).
// Ids are stable: POST services/from-templates names them.

export type TreatmentExtraKind = 'direct' | 'perUnit';

export interface TreatmentExtra {
  name: string;
  kind: TreatmentExtraKind;
  /** 0 means no extra cost. */
  priceCents: number;
}

export interface TreatmentTemplate {
  id: string;
  category: string;
  name: string;
  description: string;
  priceCents: number;
  durationMinutes: number;
  extras: TreatmentExtra[];
}

export const treatmentTemplates: readonly TreatmentTemplate[] = [
  {
    id: 'manicure-classic',
    category: 'Maniküre',
    name: 'Maniküre klassisch',
    description: 'Nägel formen, Nagelhaut pflegen, Handmassage und Pflegeöl.',
    priceCents: 2500,
    durationMinutes: 30,
    extras: [{ name: 'Farblack', kind: 'direct', priceCents: 500 }],
  },
  {
    id: 'manicure-shellac',
    category: 'Maniküre',
    name: 'Shellac Maniküre',
    description: 'Maniküre mit langanhaltendem Shellac-Lack in deiner Wunschfarbe.',
    priceCents: 3500,
    durationMinutes: 45,
    extras: [{ name: 'Ablösen alter Shellac', kind: 'direct', priceCents: 500 }],
  },
  {
    id: 'manicure-japanese',
    category: 'Maniküre',
    name: 'Japanische Maniküre (P-Shine)',
    description: 'Natürlicher Glanz und Pflege für gesunde Nägel, ganz ohne Lack.',
    priceCents: 3900,
    durationMinutes: 45,
    extras: [],
  },
  {
    id: 'gel-new-set',
    category: 'Nagelmodellage',
    name: 'Gel-Modellage Neuset',
    description: 'Komplette Modellage mit Gel, inklusive Form und Farbe nach Wahl.',
    priceCents: 5500,
    durationMinutes: 90,
    extras: [
      { name: 'Überlänge', kind: 'direct', priceCents: 1000 },
      { name: 'Nail Art', kind: 'perUnit', priceCents: 300 },
    ],
  },
  {
    id: 'gel-refill',
    category: 'Nagelmodellage',
    name: 'Gel Auffüllen',
    description: 'Auffüllen der Gel-Modellage nach drei bis vier Wochen.',
    priceCents: 4500,
    durationMinutes: 75,
    extras: [{ name: 'Reparatur', kind: 'perUnit', priceCents: 300 }],
  },
  {
    id: 'acrylic-new-set',
    category: 'Nagelmodellage',
    name: 'Acryl Neuset',
    description: 'Komplette Modellage mit Acryl, besonders stabil.',
    priceCents: 6000,
    durationMinutes: 90,
    extras: [{ name: 'Überlänge', kind: 'direct', priceCents: 1000 }],
  },
  {
    id: 'acrylic-refill',
    category: 'Nagelmodellage',
    name: 'Acryl Auffüllen',
    description: 'Auffüllen der Acryl-Modellage.',
    priceCents: 4800,
    durationMinutes: 75,
    extras: [{ name: 'Reparatur', kind: 'perUnit', priceCents: 300 }],
  },
  {
    id: 'removal',
    category: 'Nagelmodellage',
    name: 'Ablösen von Gel oder Shellac',
    description: 'Schonendes Entfernen inklusive Pflege der Naturnägel.',
    priceCents: 1500,
    durationMinutes: 20,
    extras: [],
  },
  {
    id: 'pedicure-classic',
    category: 'Pediküre',
    name: 'Pediküre klassisch',
    description: 'Fußbad, Nägel kürzen und formen, Hornhaut entfernen, Pflegecreme.',
    priceCents: 3500,
    durationMinutes: 45,
    extras: [{ name: 'Farblack', kind: 'direct', priceCents: 500 }],
  },
  {
    id: 'pedicure-shellac',
    category: 'Pediküre',
    name: 'Shellac Pediküre',
    description: 'Pediküre mit Shellac-Lack für wochenlang gepflegte Füße.',
    priceCents: 4200,
    durationMinutes: 60,
    extras: [],
  },
  {
    id: 'pedicure-spa',
    category: 'Pediküre',
    name: 'Spa-Pediküre mit Fußmassage',
    description: 'Peeling, Maske und eine ausgiebige Fußmassage.',
    priceCents: 4900,
    durationMinutes: 75,
    extras: [],
  },
  {
    id: 'nail-art-french',
    category: 'Nail Art',
    name: 'French Design',
    description: 'Klassische weiße Spitzen oder farbiges French.',
    priceCents: 1000,
    durationMinutes: 15,
    extras: [],
  },
  {
    id: 'nail-art-per-nail',
    category: 'Nail Art',
    name: 'Nail Art (pro Nagel)',
    description: 'Motive, Glitzer oder Steinchen auf einzelnen Nägeln.',
    priceCents: 300,
    durationMinutes: 10,
    extras: [{ name: 'Steinchen', kind: 'perUnit', priceCents: 50 }],
  },
  {
    id: 'hand-care-paraffin',
    category: 'Pflege',
    name: 'Paraffin-Handpflege',
    description: 'Warmes Paraffinbad für besonders weiche Hände.',
    priceCents: 1500,
    durationMinutes: 20,
    extras: [],
  },
  {
    id: 'lashes-lift',
    category: 'Wimpern & Brauen',
    name: 'Wimpernlifting',
    description: 'Lifting und Färben der Naturwimpern.',
    priceCents: 4900,
    durationMinutes: 60,
    extras: [{ name: 'Augenbrauen zupfen', kind: 'direct', priceCents: 1000 }],
  },
];

export function findTreatmentTemplate(id: string): TreatmentTemplate | undefined {
  return treatmentTemplates.find((template) => template.id === id);
}
