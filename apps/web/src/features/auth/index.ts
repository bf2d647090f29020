// What other features use of the login page: the login fields and the image code (the staff login, the
// password reset).
export { ImageCodeButton } from './login-controls';
export { LoginFields } from './login-fields';
export { type ImageCodeState, useImageCode } from './use-image-code';
