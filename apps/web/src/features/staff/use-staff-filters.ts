import { Form } from 'antd';
import type { z } from 'zod';
import { issueReason } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { type Paging, useListQuery } from '../../ui/list/use-list-query.ts';
import { showFieldIssues } from '../../ui/zod-form.ts';

/**
 * A back-office list's filter form and paging: the filters are checked by the list's schema (the server's
 * own), and a refused value is shown under its field in the reader's language.
 */
export function useStaffFilters<Q extends Paging, Filters extends object>(
  schema: z.ZodType<Q>,
  fields: readonly string[],
) {
  const { language } = useLanguage();
  const [form] = Form.useForm<Filters>();
  const paging = useListQuery(schema, () => ({}), { firstPageOnSizeChange: true });
  const search = (filters: Filters) =>
    showFieldIssues(
      form,
      paging.search(filters),
      (issue) => fields.find((field) => field === issue.path[0]),
      (issue) => issueReason(language, issue, filters),
    );
  return { form, paging, search };
}
