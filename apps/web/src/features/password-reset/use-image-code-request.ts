import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { showServerIssues } from '../../ui/zod-form';
import { useImageCode } from '../auth/index.ts';

interface ImageCodeValues {
  verifyCode?: string;
}

/**
 * A request that spends the form's image code (a reset link or an SMS code): whatever its answer, the code is
 * cleared and a new image drawn; the server's field issues show on the form.
 */
export const useImageCodeRequest = <Values extends ImageCodeValues, Input, Answer>(
  form: FormInstance<Values>,
  request: (input: Input) => Promise<Answer>,
) => {
  const captcha = useImageCode();
  const refreshCode = () => {
    // antd's name paths cannot see a field through the generic `Values`: the form is read as its image-code part.
    (form as unknown as FormInstance<ImageCodeValues>).setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };
  const send = useMutation({
    mutationFn: request,
    onSettled: refreshCode,
    onError: (error) => showServerIssues(form, error),
  });
  return { captcha, send, refreshCode };
};
