/** Sanctions screening (issue 46): what the customer is told (nothing of the list), the clause, the compliance queue. */
export default {
  'sanctions.message.underReview': 'Application submitted. It is under review; we will tell you the outcome.',
  'sanctions.message.refused': 'We are unable to offer cover for this business.',
  'sanctions.notice.quoteReview':
    'Cover for this voyage is reviewed before a policy can be issued; the price shown is not yet an offer of cover.',
  'sanctions.clause.title': 'Sanction Limitation and Exclusion Clause (JC2010/014)',
  'sanctions.clause.text':
    'No (re)insurer shall be deemed to provide cover and no (re)insurer shall be liable to pay any claim or provide any benefit hereunder to the extent that the provision of such cover, payment of such claim or provision of such benefit would expose that (re)insurer to any sanction, prohibition or restriction under United Nations resolutions or the trade or economic sanctions, laws or regulations of the European Union, United Kingdom or United States of America.',
  'sanctions.error.decided': 'This screening has already been decided',
  'sanctions.error.awaitingCompliance': 'This shipment awaits a compliance review; it cannot be approved yet',
  'sanctions.error.settlementHeld':
    'The settlement of this claim awaits a compliance review; it cannot be calculated until compliance has decided',
  'sanctions.error.settlementRefused':
    'Compliance confirmed a sanctions hit on this claim: no settlement can be paid; close the claim without payment',
  'sanctions.error.reasonRequired': 'Give the reason for clearing',
  'sanctions.page.title': 'Sanctions screening',
  'sanctions.page.intro':
    'Documents stopped by a possible sanctions hit, oldest first. Clear a false positive with the reason (the same party and entry will not alert again until the list changes the entry), or confirm the hit to refuse the cover.',
  'sanctions.page.empty': 'Nothing waits for a compliance review',
  'sanctions.queue.pending': 'Awaiting review',
  'sanctions.queue.cleared': 'Cleared',
  'sanctions.queue.confirmed': 'Confirmed',
  'sanctions.queue.document': 'Document',
  'sanctions.queue.stage': 'Screened at',
  'sanctions.queue.list': 'List version',
  'sanctions.queue.screenedAt': 'Screened on',
  'sanctions.queue.status': 'Status',
  'sanctions.queue.hit': '{{entry}} — programme {{programme}}, score {{score}}, matched by {{fields}}',
  'sanctions.queue.fieldSeparator': ', ',
  'sanctions.queue.embargoed': 'embargoed destination',
  'sanctions.queue.decided': 'Decided by {{name}} at {{at}}: {{reason}}',
  'sanctions.queue.reason': 'Reason',
  'sanctions.queue.reasonHint': 'Why this is not the listed party (required to clear)',
  'sanctions.queue.clear': 'Clear (false positive)',
  'sanctions.queue.confirm': 'Confirm the hit and refuse cover',
  'staff.action.sanctions.clear': 'Sanctions hit cleared (false positive)',
  'staff.action.sanctions.confirm': 'Sanctions hit confirmed; cover refused',
} as const;
