import { type ComponentType, lazy, Suspense } from 'react';

type ToolbarProps = { showGuide?: boolean };

// A toolbar that fails to load leaves the page without it rather than on the error page.
const LazyToolbar = lazy(
  (): Promise<{ default: ComponentType<ToolbarProps> }> =>
    import('./portal-toolbar.tsx').then(
      (module) => ({ default: module.PortalToolbar }),
      () => ({ default: () => null }),
    ),
);

/** The floating toolbar after the first paint: the login page shows without antd's float buttons. */
export function LazyPortalToolbar(props: ToolbarProps) {
  return (
    <Suspense fallback={null}>
      <LazyToolbar {...props} />
    </Suspense>
  );
}
