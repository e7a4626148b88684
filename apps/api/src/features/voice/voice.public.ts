// What other features and the app's wiring may use of the voice feature; everything else in its
// folder is its own.
export { keepPhoneAssistants } from './keep-phone-assistants.ts';
export type { StudioMessaging } from './send-studio-message.ts';
export { sendStudioMessage } from './send-studio-message.ts';
export type { MessageReplies } from './take-turn.ts';
export { findPhoneAssistant } from './voice.repo.ts';
