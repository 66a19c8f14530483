/** What the router gives every page: its own file so pages need not import the registry that lists them. */
export interface PageProps {
  /** `:name` segments of the path. */
  params: Record<string, string>;
}
