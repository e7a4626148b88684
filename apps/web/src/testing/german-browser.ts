// The app starts in the browser's language (i18n/language.ts); tests run as a German-speaking
// browser, the product's default, whatever the machine's locale.
Object.defineProperty(globalThis.navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });
