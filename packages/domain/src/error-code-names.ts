// Each code of the error catalogue under its name, one export each, so that a build keeps only the
// codes a page uses (as the numbers themselves). Import them as `ErrorCode` from error-codes.ts.

declare const errorCodeBrand: unique symbol;

/**
 * A catalogue code: the number, marked so that only a name gives one (a bare `1001` does not type-check
 * where a code is expected). The mark carries the number for the catalogue's table of texts.
 */
export type Code<N extends number> = N & { readonly [errorCodeBrand]: N };

/** The bare number of a code. */
export type NumberOf<C extends Code<number>> = C[typeof errorCodeBrand];

export const dealNotFound = 1000 as Code<1000>;
export const shopNotFound = 1001 as Code<1001>;
export const wrongCredentials = 1100 as Code<1100>;
export const accountDisabled = 1101 as Code<1101>;
export const emailNotVerified = 1102 as Code<1102>;
export const orderNotFound = 1300 as Code<1300>;
export const orderHasInvalidArticles = 1302 as Code<1302>;
export const tableTokenInvalid = 1303 as Code<1303>;
export const orderGroupEmpty = 1320 as Code<1320>;
export const orderGroupNotFound = 1321 as Code<1321>;
export const orderGroupSessionsOpen = 1322 as Code<1322>;
export const orderGroupOutOfTime = 1323 as Code<1323>;
export const notEnoughStamps = 2001 as Code<2001>;
export const stampCardFull = 2002 as Code<2002>;
export const dealAlreadyRedeemed = 2003 as Code<2003>;
export const dealPurchaseRequired = 2010 as Code<2010>;
export const dealNeedsNoPurchase = 2011 as Code<2011>;
export const dealPurchaseNotFound = 2012 as Code<2012>;
export const dealNotRedeemable = 2014 as Code<2014>;
export const pushMessageLimitReached = 2020 as Code<2020>;
export const voucherNotFound = 2030 as Code<2030>;
export const voucherBalanceTooLow = 2031 as Code<2031>;
export const payoutsNotSetUp = 2032 as Code<2032>;
export const voucherNotRedeemable = 2033 as Code<2033>;
export const planUpgradeNeeded = 2040 as Code<2040>;
export const paymentFailed = 2041 as Code<2041>;
export const shopNotReadyToGoLive = 2050 as Code<2050>;
export const idempotencyKeyReused = 2060 as Code<2060>;
export const placeSearchUnavailable = 2070 as Code<2070>;
export const studioAddressTaken = 2080 as Code<2080>;
export const reservationNotFound = 8000 as Code<8000>;
export const requestAlreadyHandled = 8001 as Code<8001>;
export const requestExpired = 8002 as Code<8002>;
export const shopNotTakingReservations = 8003 as Code<8003>;
export const closureNotFound = 8004 as Code<8004>;
export const treatmentSelectionInvalid = 8005 as Code<8005>;
export const openingHoursNotFound = 8006 as Code<8006>;
export const openingHoursExist = 8007 as Code<8007>;
export const bookingRuleNotFound = 8008 as Code<8008>;
export const openingHoursInvalid = 8009 as Code<8009>;
export const teamMemberNotFound = 8010 as Code<8010>;
export const treatmentCategoryNotFound = 8100 as Code<8100>;
export const treatmentStepNotFound = 8101 as Code<8101>;
export const treatmentTemplateNotFound = 8102 as Code<8102>;
export const bookingNotFound = 8103 as Code<8103>;
export const bookingSlotUnavailable = 8104 as Code<8104>;
export const clientNotFound = 8300 as Code<8300>;
export const clientContactTaken = 8301 as Code<8301>;
export const clientMergeRefused = 8302 as Code<8302>;
export const invitationInvalid = 8303 as Code<8303>;
export const lastOwner = 8304 as Code<8304>;
export const clientPhotoConsentMissing = 8310 as Code<8310>;
export const clientPhotoNotFound = 8311 as Code<8311>;
export const clientPhotoLimitReached = 8312 as Code<8312>;
export const invalidInput = 9400 as Code<9400>;
export const signInRequired = 9401 as Code<9401>;
export const forbidden = 9403 as Code<9403>;
export const notFound = 9404 as Code<9404>;
export const conflict = 9409 as Code<9409>;
export const payloadTooLarge = 9413 as Code<9413>;
export const rateLimited = 9429 as Code<9429>;
export const internalError = 9500 as Code<9500>;
