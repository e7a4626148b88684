import './theme/roboto.css';
import { readStoredLanguage } from './i18n/language.ts';
import { browserLocalStorage } from './lib/key-value-storage.ts';
import { nextTask } from './lib/next-task.ts';

// Evaluating all of the app's modules at once was the longest task of a page's start on a phone
// (~35 ms here, four times that on the phones Lighthouse stands for). Imported in two steps, it is
// two tasks: first the libraries every screen renders with, then, a task later, the app itself.
void import('./render-libraries.ts').then(nextTask).then(() => import('./start-app.tsx'));

// The first use of localStorage opens the origin's storage, ~10 ms in a fresh browser profile (as
// Lighthouse's): a task of its own while the libraries download, not part of the app's evaluation.
setTimeout(() => readStoredLanguage(browserLocalStorage()));
