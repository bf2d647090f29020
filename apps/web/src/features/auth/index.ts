// What other features use of the login page: the login fields, the image code and the two-factor step (the staff login).
export { LoginFields } from './login-fields';
export { default as TwoFactorStep } from './two-factor-step';
export { type ImageCodeState, useImageCode } from './use-image-code';
