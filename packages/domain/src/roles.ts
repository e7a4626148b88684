export const roles = ['globalAdmin', 'shopAdmin', 'appUser'] as const;
export type Role = (typeof roles)[number];
