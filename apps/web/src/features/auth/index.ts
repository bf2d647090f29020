// What other features use of the login page: the login fields, the image code (the staff login, the password
// reset) and the two-factor step (the staff login).
export { ImageCodeButton } from './login-controls';
export { LoginFields } from './login-fields';
export { default as TwoFactorStep } from './two-factor-step';
export { type ImageCodeState, useImageCode } from './use-image-code';
