import { renderToStaticMarkup } from 'react-dom/server';
import { type Location, MemoryRouter, NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LIST_ADDRESS_STATE } from '../list/list-address.ts';
import { PageMain, showsAnotherPage, usePageTitle } from './page-heading.tsx';

function TitledPage() {
  return <h2>{usePageTitle() ?? 'no title'}</h2>;
}

describe('PageMain', () => {
  it("gives the page inside it the title of the frame's h1", () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/dashboard']}>
        <PageMain title="Business overview">
          <TitledPage />
        </PageMain>
      </MemoryRouter>,
    );
    expect(markup).toContain('data-testid="page-heading">Business overview</h1>');
    expect(markup).toContain('<h2>Business overview</h2>');
  });

  it('gives none where the frame has no title, or outside it', () => {
    const inside = renderToStaticMarkup(
      <MemoryRouter>
        <PageMain title={undefined}>
          <TitledPage />
        </PageMain>
      </MemoryRouter>,
    );
    expect(inside).toContain('<h2>no title</h2>');
    expect(renderToStaticMarkup(<TitledPage />)).toBe('<h2>no title</h2>');
  });
});

const at = (pathname: string, search = '', state: unknown = null): Location => ({
  pathname,
  search,
  hash: '',
  state,
  key: `${pathname}${search}`,
});

describe('showsAnotherPage', () => {
  it('is another path, or another query string that opens a form', () => {
    expect(showsAnotherPage(at('/dashboard'), at('/message-center'), NavigationType.Push)).toBe(true);
    expect(
      showsAnotherPage(at('/quotation'), at('/quotation', '?product=MP09110009'), NavigationType.Push),
    ).toBe(true);
    expect(showsAnotherPage(at('/report'), at('/report', '?policyNo=1234'), NavigationType.Push)).toBe(true);
    // Back from the form to the product cards is a change of page too.
    expect(
      showsAnotherPage(at('/quotation', '?product=MP09110009'), at('/quotation'), NavigationType.Pop),
    ).toBe(true);
  });

  it("is not a list's own search or page, nor going back and forth through them", () => {
    const listed = at('/compensation', '?pageNo=2&pageSize=10', LIST_ADDRESS_STATE);
    expect(showsAnotherPage(at('/compensation'), listed, NavigationType.Push)).toBe(false);
    expect(showsAnotherPage(listed, at('/compensation'), NavigationType.Pop)).toBe(false);
    expect(showsAnotherPage(at('/compensation'), listed, NavigationType.Pop)).toBe(false);
    expect(showsAnotherPage(at('/compensation'), at('/compensation'), NavigationType.Push)).toBe(false);
  });

  it("is a menu entry's other view of one list page, even from a list's own address", () => {
    const listed = at('/policy-query-download', '?type=correct&pageNo=2', LIST_ADDRESS_STATE);
    expect(
      showsAnotherPage(listed, at('/policy-query-download', '?type=compensation'), NavigationType.Push),
    ).toBe(true);
  });
});
