/** What other features may use of payment: the only way in from outside the folder. */
export { IssuedPolicy } from './issued-policy.tsx';
export { PaymentModal } from './payment-modal.tsx';
