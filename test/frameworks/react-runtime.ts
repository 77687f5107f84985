// React 19 and ReactDOM for the browser tests, loaded from node_modules by ./commonjs.ts (React ships
// CommonJS only), with the JSX typings of src/frameworks/react.ts in effect; a React root for each test.
import type * as ReactModule from 'react';
import type * as ReactDomModule from 'react-dom';
import type * as ReactDomClientModule from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type {} from '../../src/frameworks/react.js';
import { requireCommonJs } from './commonjs.js';

export const React = await requireCommonJs<typeof ReactModule>('react');
export const { flushSync } = await requireCommonJs<typeof ReactDomModule>('react-dom');
export const { createRoot } = await requireCommonJs<typeof ReactDomClientModule>('react-dom/client');

/** The props JSX accepts for the intrinsic element `K` (`auth-login`, `div`, ...). */
export type IntrinsicProps<K extends keyof ReactModule.JSX.IntrinsicElements> =
  ReactModule.JSX.IntrinsicElements[K];

/**
 * `React.createElement` for an intrinsic element, with its props checked against
 * `React.JSX.IntrinsicElements` as `<tag {...props}>` in a .tsx file is (these tests are plain .ts).
 */
export function jsx<K extends keyof ReactModule.JSX.IntrinsicElements>(
  type: K,
  props: IntrinsicProps<K>,
  ...children: ReactModule.ReactNode[]
): ReactModule.ReactElement {
  return React.createElement(type, props, ...children);
}

/** Where a test renders: a container in the document and its React root. */
export interface ReactPage {
  readonly container: HTMLElement;
  readonly root: Root;
}

/**
 * Call in a `describe`: each of its tests gets a new container, appended to the document, with a React
 * root; after the test the root is unmounted and the container removed.
 */
export function reactPage(): ReactPage {
  const page = {} as { container: HTMLElement; root: Root };
  beforeEach(() => {
    page.container = document.createElement('div');
    document.body.append(page.container);
    page.root = createRoot(page.container);
  });
  afterEach(() => {
    page.root.unmount();
    page.container.remove();
  });
  return page;
}
