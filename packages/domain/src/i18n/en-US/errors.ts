import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/errors.ts';

export default {
  'error.-99': 'Login state expired: the account was inactive for a long time, please log in again',
  'error.88888': 'The system is being upgraded, please try again later',
  'error.400000': 'The request is invalid',
  'error.404000': 'Not found',
  'error.403000': 'Resource access restricted',
  'error.crossSiteRefused':
    'This request came from another website and was refused; please use the portal itself',
  'error.409000': 'Please do not submit twice',
  'error.429000': 'Too many requests, please try again later',
  'error.500000': 'System error, please retry later',
  'error.503000': 'The portal is very busy right now; please try again in a few seconds',
  'error.401001': 'Wrong account or password',
  'error.400101': 'The verification code is wrong or has expired, please get a new one',
  'error.404101': 'You are not a member of that account',
  'error.400102': 'The current password is not correct',
  'error.401101': 'The API key is missing, unknown, revoked or expired',
  'error.422101': 'This Idempotency-Key was used with another request body',
  'error.loginLockedAccount':
    'Too many failed logins for this account, please try again in {{minutes}} minutes',
  'error.loginLockedIp': 'Too many login attempts from your network, please try again in {{minutes}} minutes',
  'error.field': '{{field}}: {{reason}}',
  'error.fieldRequired': 'cannot be empty',
  'error.fieldInvalid': 'is not valid',
  'error.fieldTooLong': 'must be at most {{max}} long',
  'error.fieldTooShort': 'must be at least {{min}} long',
  'error.fieldForbiddenCharacter': 'contains a character that is not allowed (a NUL character)',
  'error.fieldIllFormedText':
    'contains a character that is not valid text (an incomplete Unicode sequence): delete it and type it again',
  'error.recordIdRange': 'must be a whole number from 1 to 2147483647',
  'error.fieldType': 'has the wrong type',
  'error.bodyInvalid': 'The request body is malformed',
  'error.routeNotFound': 'No such interface',
  'error.emailInvalid': 'is not a valid email address',
  'error.unknownBaseDataList': 'Unknown base-data list: {{listCode}}',
  'error.reservationTooMany':
    'Too many appointment requests from your network, please try again in {{minutes}} minutes',
  'file.error.missing': 'Please choose a file to upload',
  'file.error.malformed': 'the upload is not a complete file form; choose the file and upload it again',
  'file.error.empty': 'The file is empty and cannot be uploaded',
  'file.error.tooLarge': 'The file is larger than {{limit}} MB and cannot be uploaded',
  'file.error.typeNotAllowed':
    'Unsupported file type. Allowed: jpg, png, rar, zip, xls, xlsx, doc, docx, csv, pdf, msg',
  'file.error.contentMismatch':
    'The content of the file is not what its extension .{{ext}} says; please upload the original document',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
