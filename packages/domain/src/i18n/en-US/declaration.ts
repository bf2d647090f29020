import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/declaration.ts';

export default {
  'field.billOfLadingNo': 'B/L or waybill number',
  'field.conveyance': 'Vessel / plate / flight',
  'field.loadingPort': 'Departure port',
  'field.dischargePort': 'Destination port',
  'field.viaPort': 'Transit port',
  'field.departureCountry': 'Departure country',
  'field.destinationCountry': 'Destination country',
  'field.sailingDate': 'Departure date',
  'field.letterOfCreditNo': 'L/C number',
  'field.datePrintFormat': 'Date print format',
  'field.invoiceCurrency': 'Invoice currency',
  'field.additionalInsurance': 'Additional conditions',
  'field.otherInformation': 'Other information',
  'field.issuingDate': 'Issuing date',
  'field.printLanguage': 'Print language',
  'field.paperType': 'Paper',
  'field.sealType': 'Seal',
  'field.draftNo': 'Draft number',
  'field.declarationNo': 'Declaration number',
  'field.certificateNo': 'Certificate number',
  'field.status': 'Status',
  'field.dateType': 'Date type',
  'field.batchId': 'Batch number',
  'field.decision': 'Decision',

  'declaration.outcome.declared': 'Declared, certificate number {{certificateNo}}',
  'declaration.outcome.review':
    'Self-check failed: sent to manual review (declaration number {{declarationNo}})',
  'declaration.outcome.draft': 'Draft saved, draft number {{declarationNo}}',
  'declaration.outcome.overPerShipmentLimit':
    'The sum insured is over the per-shipment limit of the open policy ({{currency}} {{limit}}); not declared',
  'declaration.outcome.insufficientBalance':
    'Insufficient remaining sum insured on the open policy ({{currency}} {{balance}} left); not declared',

  'declaration.review.highRiskCountry':
    'The departure or destination country is sanctioned or a war-risk area',
  'declaration.review.hazardousGoods': 'The goods description names dangerous goods',
  'declaration.review.lateDeclaration': 'Late declaration: the sailing date is more than 3 days before today',

  'declaration.decision.approved': 'Approved and declared, certificate number {{certificateNo}}',
  'declaration.decision.rejected':
    'Rejected: the sum insured {{currency}} {{amount}} is returned to the open policy ({{currency}} {{balance}} remaining)',
  'declaration.error.declarationNotFound': 'Declaration not found',
  'declaration.error.alreadyDecided':
    'This declaration has already been decided ({{status}}); it cannot be decided again',
  'declaration.error.notUnderReview':
    'This declaration is not under manual review ({{status}}); there is nothing to decide',

  'declaration.error.letterOfCreditNoRequired': 'required under a letter of credit',
  'declaration.error.issuingBeforeSailing': 'cannot be earlier than the sailing date',
  'declaration.error.riderRepeated': 'an additional cover is chosen twice',
  'declaration.error.sailingBeforeStart': 'cannot be earlier than the start of the open policy',
  'declaration.error.sailingAfterEnd': 'cannot be later than the end of the open policy',
  'declaration.error.currencyMismatch': 'must be the currency of the open policy',
  'declaration.error.clauseNotCovered': 'this clause is not one of the open policy',
  'declaration.error.riderNotCovered': 'an additional cover is not one of the open policy',
  'declaration.error.additionAboveCap': 'above the cap of the open policy',
  'declaration.error.countryUnknown': 'unknown country code',
  'declaration.error.datePrintFormatUnknown': 'unknown date print format',
  'declaration.error.policyNotFound': 'open policy not found',
  'declaration.error.duplicateShipment':
    'this shipment (same invoice number, B/L number and sailing date) is already declared under the open policy',
  'declaration.error.draftNotFound': 'Draft declaration not found',
  'declaration.error.notDeclared':
    'This declaration is not declared yet: there is no certificate to download',

  'declaration.batch.sheetName': 'Declarations',
  'declaration.batch.errorSheetName': 'Errors',
  'declaration.batch.errorColumn': 'Error',
  'declaration.batch.hint.codes': 'Enter the code or the name',
  'declaration.batch.error.disabled': 'Batch declaration is not available',
  'declaration.batch.error.fileMissing': 'Please choose a file to upload',
  'declaration.batch.error.empty': 'Empty files cannot be uploaded',
  'declaration.batch.error.tooLarge': 'The file is larger than 4 MB',
  'declaration.batch.error.notXlsx':
    'Wrong file format: only Excel workbooks (.xlsx) are accepted; please use the template',
  'declaration.batch.error.corrupt':
    'The file is damaged or cannot be read; please fill in the template again',
  'declaration.batch.error.formula':
    'The file contains a formula (cell {{cell}}); replace formulas by their values and upload again',
  'declaration.batch.error.tooManyRows': 'At most {{max}} declaration rows per file; please split the file',
  'declaration.batch.error.noRows': 'The file has no declaration rows',
  'declaration.batch.error.columnsMissing': 'Template columns missing: {{columns}}; please use the template',
  'declaration.batch.error.batchNotFound': 'Batch not found',
  'declaration.batch.error.otherPolicy':
    'This row names another open policy than the one chosen for this upload ({{policyNo}}); leave it blank or enter that policy number',
  'declaration.batch.error.cellTooLong': 'longer than {{max}} characters (cut short in the error list)',
  'declaration.batch.error.errorListTooLarge':
    'The failed rows of this file hold more than {{max}} million characters, too many for an error list; check the file (e.g. its policy number column) and upload again',
  'declaration.batch.error.busy':
    'Too many batches are being processed; please upload again in a few minutes',
  'declaration.batch.error.interrupted':
    'The server stopped while this batch was being processed; nothing of it was declared. Please upload the file again',
  'declaration.batch.error.jobFailed':
    'The batch could not be processed; nothing of it was declared. Please upload the file again',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
