/** Query keys of partner cards. */
export const partnerCardKeys = {
  all: () => ['partner-cards'] as const,
  accepted: (shopId: string) => ['shops', shopId, 'partner-cards'] as const,
  choice: (shopId: string) => ['shops', shopId, 'partner-cards', 'choice'] as const,
  mine: () => ['me', 'partner-cards'] as const,
};
