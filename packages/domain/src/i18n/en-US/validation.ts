import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/validation.ts';

export default {
  'validation.required': 'Cannot be empty',
  'validation.date.invalid': 'Invalid date; please use the format YYYY-MM-DD',
  'validation.residentId.format': 'The ID number must have 18 characters: 17 digits followed by a digit or X',
  'validation.residentId.sequential': 'The ID number cannot be a run of consecutive or repeated digits',
  'validation.residentId.region': 'The region code of the ID number is invalid',
  'validation.residentId.birthDate': 'The date of birth in the ID number is invalid',
  'validation.residentId.checkDigit': 'The check digit of the ID number is wrong; please check the number',
  'validation.uscc.format':
    'The unified social credit code must be 18 digits or capital letters (I, O, S, V and Z are not used)',
  'validation.uscc.checkChar':
    'The check character of the unified social credit code is wrong; please check the code',
  'validation.idType.personalOther': 'Individual clients cannot use the ID type "Other"',
  'validation.idType.notAllowed': 'This ID type is not available for this kind of client',
  'validation.idNumber.format':
    'Invalid ID number: use only letters, digits, hyphens or parentheses, at most 30 characters',
  'validation.idNumber.sequential': 'The ID number cannot be a run of consecutive or repeated characters',
  'validation.mobile.format': 'Please enter a valid 11-digit mainland China mobile number',
  'validation.password.length': 'must be 8 to 32 characters long',
  'validation.password.characters':
    'may contain only English letters, digits and symbols (no spaces or Chinese characters)',
  'validation.password.classes':
    'must use at least 3 of: upper-case letters, lower-case letters, digits, symbols',
  'validation.password.loginName': 'must not contain your login name',
  'validation.password.sameAsOld': 'must differ from the current password',
  'validation.text.tooLong': 'The text is too long',
  'validation.goodsDescription.tooLong':
    'The goods description cannot exceed 2000 characters (1000 Chinese characters)',
  'validation.cargoName.tooLong': 'The cargo name cannot exceed 400 characters (200 Chinese characters)',
  'validation.declarationText.tooLong':
    'The declaration text cannot exceed 400 characters (200 Chinese characters)',
  'validation.taxNumber.tooLong': 'The taxpayer identification number cannot exceed 20 characters',
  'validation.policyNo.numeric': 'The policy number must be numeric',
  'validation.policyNo.length':
    'Invalid number of digits in the policy number: only 4 or 20 digits are allowed',
  'validation.reportNo.numeric': 'The report number must be numeric',
  'validation.reportNo.length':
    'Invalid number of digits in the report number: only 8 or 20 digits are allowed',
  'validation.dateRange.incomplete': 'Please fill in the complete insurance start date range',
  'validation.dateRange.order': 'The start date cannot be later than the end date',
  'validation.shipAge.integer': 'The ship age must be a whole number',
  'validation.shipAge.range': 'The ship age must be greater than 0 and less than 40 years',
  'validation.invoiceOrBl.required': 'Please fill in the invoice number or the bill of lading/waybill number',
  'validation.attachment.type':
    'Unsupported file type. Allowed: jpg, png, rar, zip, xls, xlsx, doc, docx, csv, pdf, msg',
  'validation.attachment.size': 'Each file must not exceed 4 MB',
  'validation.attachment.empty': 'Empty files cannot be uploaded',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
