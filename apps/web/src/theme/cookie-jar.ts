import Cookies from 'js-cookie';
import type { CookieJar } from './settings.ts';

export const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => {
    Cookies.set(name, value, options);
  },
  remove: (name, options) => {
    Cookies.remove(name, options);
  },
};
