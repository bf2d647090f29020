import type { ClaimDocumentType } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError, isMaintenance } from '../../../api/request.ts';
import { claimKeys, deleteClaimDocument, uploadClaimDocument } from '../claim.api.ts';
import { checkDocumentFile, claimDocumentTypeOf } from './document-rows.ts';

/** The file a type holds already, which an upload would replace. */
export interface HeldFile {
  typeName: string;
  fileName: string;
}

/** The claim's detail (requests satisfied), documents and the enquiry's missing counts after a change. */
const useRefreshClaim = (reportNo: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: claimKeys.claim(reportNo) }),
      queryClient.invalidateQueries({ queryKey: claimKeys.lists }),
    ]);
};

/**
 * Uploading a claim document: the SPEC §5 checks first (nothing sent when they fail), a confirmation when
 * the type holds a file already, then the upload; the server's refusal (type by content, size…) is shown.
 */
export function useDocumentUpload(reportNo: string) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const refresh = useRefreshClaim(reportNo);
  const [uploading, setUploading] = useState<string>();

  const send = async (typeCode: ClaimDocumentType, file: File, replacing: boolean) => {
    setUploading(typeCode);
    try {
      await uploadClaimDocument(reportNo, typeCode, file);
      message.success(t(replacing ? 'claim.message.documentReplaced' : 'claim.message.documentUploaded'));
      await refresh();
    } catch (error) {
      // A session end or maintenance has been dealt with by the request wrapper.
      if (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code))) return;
      const reason = error instanceof Error ? error.message : String(error);
      message.error(t('claimWeb.documents.uploadFailed', { reason }));
    } finally {
      setUploading(undefined);
    }
  };

  const start = (typeCode: string, file: File, held: HeldFile | undefined) => {
    const type = claimDocumentTypeOf(typeCode);
    if (type === undefined) return;
    const checked = checkDocumentFile(file);
    if (checked !== true) {
      message.error(t('claimWeb.documents.uploadFailed', { reason: t(checked) }));
      return;
    }
    if (held === undefined) {
      void send(type, file, false);
      return;
    }
    modal.confirm({
      title: t('claimWeb.documents.replaceTitle'),
      content: t('claimWeb.documents.replaceConfirm', { type: held.typeName, fileName: held.fileName }),
      okText: t('claimWeb.documents.replace'),
      cancelText: t('claimWeb.common.cancel'),
      onOk: () => send(type, file, true),
    });
  };

  return { uploading, start };
}

/** Deleting a claim document, confirmed first. */
export function useDocumentDelete(reportNo: string) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const refresh = useRefreshClaim(reportNo);
  return (typeCode: string, held: HeldFile) => {
    const type = claimDocumentTypeOf(typeCode);
    if (type === undefined) return;
    modal.confirm({
      title: t('claimWeb.documents.deleteTitle'),
      content: t('claimWeb.documents.deleteConfirm', { type: held.typeName, fileName: held.fileName }),
      okText: t('claimWeb.documents.delete'),
      okButtonProps: { danger: true },
      cancelText: t('claimWeb.common.cancel'),
      // The dialog keeps its button spinning until the server answered; a failure is shown by the wrapper.
      onOk: () =>
        deleteClaimDocument(reportNo, type)
          .then(async () => {
            message.success(t('claimWeb.documents.deleted'));
            await refresh();
          })
          .catch(() => undefined),
    });
  };
}
