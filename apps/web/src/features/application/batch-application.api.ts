import { ZApplicationBatchQuery } from '@cargo/domain';
import { applicationBatchEndpoints } from '@cargo/domain/api/application';
import { call, download, upload } from '../../api/endpoint-call.ts';

/** Batch applications (issue 16): template, upload and check, apply, error list. */

/** A product code of the account's product list, as the endpoints' query. */
const productQuery = (productCode: string) => ZApplicationBatchQuery.parse({ productCode });

export const downloadApplicationTemplate = (productCode: string) =>
  download(applicationBatchEndpoints.downloadBatchApplyTemplate, productQuery(productCode), {
    fallbackName: `batch-application-template-${productCode}.xlsx`,
  });

/** Uploads a file: every row is checked on the server; nothing is created yet. */
export const uploadApplicationBatch = ({ file, productCode }: { file: File; productCode: string }) =>
  upload(applicationBatchEndpoints.uploadBatchApplyList, file, productQuery(productCode), {
    loading: false,
    hideError: true,
  });

/** Creates one application per valid row; the request key makes a retry harmless. */
export const applyApplicationBatch = (request: { batchId: string; requestKey: string }) =>
  call(applicationBatchEndpoints.batchApplyPolicy, request, { loading: false });

export const downloadApplicationBatchErrors = (batchId: string) =>
  download(
    applicationBatchEndpoints.downloadBatchApplyErrors,
    { batchId },
    { fallbackName: `application-batch-errors-${batchId}.xlsx` },
  );
