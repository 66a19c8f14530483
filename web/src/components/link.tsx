/** In-app links: real `<a href>` elements (keyboard, middle click) that navigate without a reload. */
import type { ComponentChildren } from 'preact';
import { followLink, href } from '../lib/router.js';

export function Link(props: { to: string; class?: string; children: ComponentChildren; 'aria-current'?: 'page' }) {
  return (
    <a
      href={href(props.to)}
      class={props.class}
      aria-current={props['aria-current']}
      onClick={(event) => followLink(event, props.to)}
    >
      {props.children}
    </a>
  );
}
