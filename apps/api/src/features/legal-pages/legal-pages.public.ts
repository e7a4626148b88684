// What other features use of the legal pages: the footer links every customer page carries.
export { legalFooterLinks } from './legal-footer-links.ts';
