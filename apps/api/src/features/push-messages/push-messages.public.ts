// What other features may use of push messages.
export { sendAccountPush } from './send-account-push.ts';
