import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMain, usePageTitle } from './page-heading.tsx';

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
