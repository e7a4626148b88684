// The demo data of `npm start`: one live nail studio in Berlin and an account for each role.
export const demoShopId = '5a1e0b2c-7d4f-4e8a-9b3c-1f2e3d4c5b6a';
export const demoPassword = 'Demo1234!';

export const demoAccounts = [
  { email: 'admin@demo.studio', name: 'Alex Admin', role: 'globalAdmin' },
  { email: 'owner@demo.studio', name: 'Linh Nguyen', role: 'shopAdmin' },
  { email: 'customer@demo.studio', name: 'Clara Kundin', role: 'appUser' },
] as const;

export const demoShop = {
  id: demoShopId,
  name: 'Nagelstudio Lumière',
  address: 'Kastanienallee 12, 10435 Berlin',
  phone: '+49 30 12345678',
  email: 'hallo@lumiere-nails.de',
  category: 'nails',
  description:
    'Maniküre, Pediküre und Nageldesign im Herzen vom Prenzlauer Berg. Wir arbeiten mit veganen Produkten und nehmen uns Zeit für dich.',
  latitude: 52.5387,
  longitude: 13.4109,
  timezone: 'Europe/Berlin',
  currency_code: 'EUR',
  status: 'active',
} as const;

/** The demo studio's imprint: a made-up business at the studio's address (a live studio needs one). */
export const demoShopLegal = {
  name: 'Lumière Nails Linh Nguyen e.K.',
  representative: 'Linh Nguyen',
  address: 'Kastanienallee 12, 10435 Berlin',
  email: 'hallo@lumiere-nails.de',
  phone: '+49 30 12345678',
  register: 'Amtsgericht Berlin-Charlottenburg, HRA 00000 (Demo)',
  vatId: 'DE000000000',
};

export const demoTreatments = [
  { category: 'Maniküre', name: 'Maniküre klassisch', minutes: 30, cents: 2500 },
  { category: 'Maniküre', name: 'Shellac Maniküre', minutes: 45, cents: 3500 },
  { category: 'Maniküre', name: 'Japanische Maniküre (P-Shine)', minutes: 45, cents: 3900 },
  { category: 'Nagelmodellage', name: 'Gel-Modellage Neuset', minutes: 90, cents: 5500 },
  { category: 'Nagelmodellage', name: 'Gel Auffüllen', minutes: 75, cents: 4500 },
  { category: 'Nagelmodellage', name: 'Acryl Neuset', minutes: 90, cents: 6000 },
  { category: 'Nagelmodellage', name: 'Ablösen von Gel oder Shellac', minutes: 20, cents: 1500 },
  { category: 'Pediküre', name: 'Pediküre klassisch', minutes: 45, cents: 3500 },
  { category: 'Pediküre', name: 'Shellac Pediküre', minutes: 60, cents: 4200 },
  { category: 'Pediküre', name: 'Spa-Pediküre mit Fußmassage', minutes: 75, cents: 4900 },
  { category: 'Nail Art', name: 'French Design', minutes: 15, cents: 1000 },
  { category: 'Nail Art', name: 'Nail Art (pro Nagel)', minutes: 10, cents: 300 },
] as const;

export const demoTeam = [
  { name: 'Linh', color: '#D81B60', description: 'Inhaberin, Spezialistin für Gel und Nail Art' },
  { name: 'Mai', color: '#7E57C2', description: 'Shellac, Maniküre und japanische Maniküre' },
  { name: 'Sophie', color: '#00897B', description: 'Pediküre und Spa-Behandlungen' },
] as const;

/** weekday 1 = Monday … 7 = Sunday; Sunday closed. */
export const demoOpeningHours = [
  { weekday: 1, start: '10:00', end: '19:00' },
  { weekday: 2, start: '09:00', end: '19:00' },
  { weekday: 3, start: '09:00', end: '19:00' },
  { weekday: 4, start: '09:00', end: '20:00' },
  { weekday: 5, start: '09:00', end: '19:00' },
  { weekday: 6, start: '10:00', end: '16:00' },
] as const;

/** Who performs which treatment (treatments not listed are performed by everyone). */
export const demoAssignments: Record<(typeof demoTeam)[number]['name'], readonly string[]> = {
  Linh: [
    'Maniküre klassisch',
    'Gel-Modellage Neuset',
    'Gel Auffüllen',
    'Acryl Neuset',
    'Ablösen von Gel oder Shellac',
    'French Design',
    'Nail Art (pro Nagel)',
  ],
  Mai: [
    'Maniküre klassisch',
    'Shellac Maniküre',
    'Japanische Maniküre (P-Shine)',
    'Ablösen von Gel oder Shellac',
    'French Design',
  ],
  Sophie: ['Pediküre klassisch', 'Shellac Pediküre', 'Spa-Pediküre mit Fußmassage'],
};

/** The week's appointments, repeated on each open day of the coming week (local times). */
export const demoDailyBookings = [
  { time: '11:00', member: 'Linh', treatments: ['Gel-Modellage Neuset'] },
  { time: '14:00', member: 'Mai', treatments: ['Shellac Maniküre', 'French Design'] },
  { time: '16:00', member: 'Sophie', treatments: ['Spa-Pediküre mit Fußmassage'] },
] as const;

export const demoCustomers = [
  { name: 'Anna Becker', email: 'anna.becker@example.com', phone: '+49 151 1111111' },
  { name: 'Julia Schmidt', email: 'julia.schmidt@example.com', phone: null },
  { name: 'Lea Wagner', email: 'lea.wagner@example.com', phone: '+49 160 2222222' },
  { name: 'Minh Tran', email: 'minh.tran@example.com', phone: null },
  { name: 'Sara Yilmaz', email: 'sara.yilmaz@example.com', phone: '+49 176 3333333' },
] as const;

/** The demo studio's voucher offers: the price may be below the value. */
export const demoVoucherOffers = [
  { name: 'Gutschein 25 €', value_cents: 2500, price_cents: 2500, active: true },
  { name: 'Gutschein 50 €', value_cents: 5000, price_cents: 4500, active: true },
];
