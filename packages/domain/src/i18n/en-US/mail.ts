import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/mail.ts';

export default {
  'mail.reservation.subject': 'New business appointment: {{companyName}}',
  'mail.reservation.intro':
    'A new request arrived from the business appointment page; please contact the customer.',
  'mail.reservation.reference': 'Appointment number',
  'mail.reservation.line': '{{label}}: {{value}}',
  'mail.reservation.none': '(not given)',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
