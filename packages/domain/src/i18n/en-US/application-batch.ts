import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/application-batch.ts';

export default {
  'applicationBatch.sheetName': 'Batch applications',
  'applicationBatch.error.tooManyRows': 'At most {{max}} applications per file; please split the file',
  'applicationBatch.error.missingColumns':
    'The file lacks the columns {{columns}}; please use the downloaded template',
  'applicationBatch.error.noRows': 'The file has no application rows (the example row does not count)',
  'applicationBatch.error.nothingValid': 'The batch has no valid row to create an application from',
  'applicationBatch.web.entry': 'Batch application',
  'applicationBatch.web.intro':
    'Choose the product and download the template, one application per row. After the upload every row is checked like a single submit; once you confirm, each valid row becomes its own application. At most {{max}} rows per file.',
  'applicationBatch.web.product': 'Product',
  'applicationBatch.web.chooseProduct': 'Choose a product',
  'applicationBatch.web.downloadTemplate': 'Download template',
  'applicationBatch.web.upload': 'Upload and check',
  'applicationBatch.web.dragText': 'Click or drop the xlsx file here (at most 4 MB)',
  'applicationBatch.web.checking': 'Checking…',
  'applicationBatch.web.empty': 'No file yet: choose the product and upload the filled-in template',
  'applicationBatch.web.loadFailed': 'The products could not be loaded; please refresh',
  'applicationBatch.web.summary': 'Rows: {{total}} ({{valid}} valid, {{failed}} with errors)',
  'applicationBatch.web.premiumTotal': 'Total premium',
  'applicationBatch.web.row': 'Row',
  'applicationBatch.web.result': 'Check',
  'applicationBatch.web.premium': 'Premium',
  'applicationBatch.web.errors': 'Errors',
  'applicationBatch.web.valid': 'Valid',
  'applicationBatch.web.referred': 'Valid (manual underwriting)',
  'applicationBatch.web.invalid': 'Error',
  'applicationBatch.web.create_one': 'Create {{count}} application',
  'applicationBatch.web.create_other': 'Create {{count}} applications',
  'applicationBatch.web.confirmTitle': 'Confirm the batch application',
  'applicationBatch.web.confirmContent':
    'One application will be created for each valid row ({{count}}); rows with errors ({{failed}}) get none. Continue?',
  'applicationBatch.web.confirmOk': 'Create',
  'applicationBatch.web.created_one': '{{count}} application created',
  'applicationBatch.web.created_other': '{{count}} applications created',
  'applicationBatch.web.voucherNo': 'Application number',
  'applicationBatch.web.status': 'Status',
  'applicationBatch.web.viewEnquiry': 'View in the application enquiry',
  'applicationBatch.web.downloadErrors': 'Download the error list',
  'applicationBatch.web.uploadAgain': 'Upload another file',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
