import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesReachedFrom, WEB_SRC } from '../../test/import-graph.ts';

// /quotation's product cards, the page the menu opens, download none of the application form's code: the form,
// the answer page and the frequent clients' drawer load when shown (docs/performance.md, "Twenty-first pass (b)").
// A static import of a feature's index.ts brings every module of it with a side effect (i18n/dayjs.ts brought
// antd's DatePicker), hence no feature's entry at all.
describe('the product cards', () => {
  it('import neither the application form, the client feature nor dayjs before a form is shown', () => {
    const modules = modulesReachedFrom(['features/quotation/quotation-page.tsx'], () => false).map((file) =>
      path.relative(WEB_SRC, file),
    );
    expect(modules).toContain('features/quotation/product-catalog.tsx');
    const heavy = modules.filter(
      (file) =>
        /^features\/(application|client)\//.test(file) ||
        file === 'features/quotation/form-entry.tsx' ||
        file === 'i18n/dayjs.ts',
    );
    expect(heavy).toEqual([]);
  });

  it('reach the form through the lazily loaded entry', () => {
    const modules = modulesReachedFrom(['features/quotation/quotation-page.tsx'], () => true).map((file) =>
      path.relative(WEB_SRC, file),
    );
    expect(modules).toContain('features/application/form/application-form.tsx');
  });
});
