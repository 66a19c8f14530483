/**
 * A list as a table (scans, monitored domains, webhook endpoints, a delivery's attempts): its caption
 * for screen readers, the column headings and, when the rows end in buttons or links, a last column
 * whose heading only assistive technology reads. Under 720 px `scan-table` stacks each row into a
 * card, every cell labelled by its `data-label`.
 */
import type { ComponentChildren } from 'preact';

export function ListTable(props: {
  /** Classes besides `scan-table`. */
  class?: string;
  caption: string;
  columns: readonly string[];
  /** A last column of actions. */
  actions?: boolean;
  children: ComponentChildren;
}) {
  return (
    <div class="table-wrap">
      <table class={props.class ? `scan-table ${props.class}` : 'scan-table'}>
        <caption class="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {props.actions && (
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
