/**
 * A message a provider did not take. `permanent`: sending it again cannot succeed (a refused recipient, a
 * rejected template); otherwise it is tried again later (a connection refused, a timeout, throttling).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
