import './theme/roboto.css';

// Evaluating all of the app's modules at once was the longest task of a page's start on a phone
// (~35 ms here, four times that on the phones Lighthouse stands for). Imported in two steps, it is
// two tasks: first the libraries every screen renders with, then, a task later, the app itself.
void import('./render-libraries.ts')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start-app.tsx'));
