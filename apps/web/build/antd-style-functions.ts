import type { Plugin } from 'vite';
import { BUILD_TIME_ANTD_STYLES } from '../src/app/shell/build-time-antd-styles.ts';

/** antd's makers of style hooks: `(component, styleFunction, componentToken?, options?)`. */
const HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
/** antd's style modules: `antd/es/<component>/style/<part>.js`, `antd/es/_util/wave/style.js`. */
const ANTD_STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:.+[\\/])?style(?:[\\/][\w.-]+)?\.js$/;
const NO_STYLES = '() => []';

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

const childrenOf = (node: SyntaxNode): SyntaxNode[] =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

/** The registration a hook maker's first argument names (`'Button'` → `Button-Button`, `['Tag', 'preset']` → `Tag-preset`). */
const registrationOf = (component: SyntaxNode | undefined): string | undefined => {
  if (component?.type === 'Literal' && typeof component.value === 'string')
    return `${component.value}-${component.value}`;
  if (component?.type !== 'ArrayExpression') return undefined;
  const cells = (component.elements as SyntaxNode[]).map((cell) => cell.value);
  return cells.every((cell) => typeof cell === 'string') ? cells.join('-') : undefined;
};

/** Where each listed registration's style function is, in a style module's syntax tree. */
export const styleFunctionsIn = (program: SyntaxNode, registrations: ReadonlySet<string>) => {
  const found: { registration: string; start: number; end: number }[] = [];
  const visit = (node: SyntaxNode) => {
    const callee = node.callee as SyntaxNode | undefined;
    const args = node.arguments as SyntaxNode[] | undefined;
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      HOOK_MAKERS.has(callee.name as string)
    ) {
      const registration = registrationOf(args?.[0]);
      const styleFunction = args?.[1];
      if (registration && styleFunction && registrations.has(registration))
        found.push({ registration, start: styleFunction.start, end: styleFunction.end });
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(program);
  return found;
};

/** `code` with each found style function replaced by one that computes nothing. */
export const withoutStyleFunctions = (
  code: string,
  found: readonly { start: number; end: number }[],
): string =>
  [...found]
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end }) => text.slice(0, start) + NO_STYLES + text.slice(end), code);

/**
 * The browser build's antd without the style functions of the registrations whose styles come computed at build
 * time (BUILD_TIME_ANTD_STYLES; issue 14: 17.7 KB of the first screen's script). Not in server-side builds: they
 * compute those stylesheets. The build fails when a listed registration is not found in antd (its name changed). The
 * login page links no antd stylesheet: it draws no antd component (e2e/tests/antd-styles.spec.ts keeps it so).
 */
export const antdStyleFunctionsAtBuildTime = (): Plugin => {
  const registrations = new Set(BUILD_TIME_ANTD_STYLES);
  const stripped = new Set<string>();
  let serverSide = false;
  return {
    name: 'antd-style-functions-at-build-time',
    apply: 'build',
    configResolved(config) {
      serverSide = Boolean(config.build.ssr);
    },
    transform(code, id, options) {
      if (serverSide || options?.ssr || !ANTD_STYLE_MODULE.test(id)) return null;
      const found = styleFunctionsIn(this.parse(code) as unknown as SyntaxNode, registrations);
      if (found.length === 0) return null;
      for (const { registration } of found) stripped.add(registration);
      return { code: withoutStyleFunctions(code, found), map: null };
    },
    generateBundle() {
      if (serverSide) return;
      const missing = [...registrations].filter((registration) => !stripped.has(registration));
      if (missing.length > 0) this.error(`antd style registrations not found: ${missing.join(', ')}`);
    },
  };
};
