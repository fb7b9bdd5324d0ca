export { VERIFICATION_MESSAGES } from './verification-messages';
