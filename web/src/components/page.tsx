/**
 * A page's heading and the document title. The heading takes focus after an in-app navigation
 * (app.tsx), so it is focusable from script (tabIndex -1) but not a tab stop.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';

export function Page(props: {
  title: string;
  lead?: ComponentChildren;
  actions?: ComponentChildren;
  children: ComponentChildren;
  narrow?: boolean;
}) {
  useEffect(() => {
    document.title = `${props.title} · Rampart`;
  }, [props.title]);
  return (
    <div class={props.narrow ? 'page page-narrow' : 'page'}>
      <div class="page-header">
        <div>
          <h1 tabIndex={-1}>{props.title}</h1>
          {props.lead && <p class="lead">{props.lead}</p>}
        </div>
        {props.actions && <div class="page-actions">{props.actions}</div>}
      </div>
      {props.children}
    </div>
  );
}
