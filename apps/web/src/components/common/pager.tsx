/** Previous / next page buttons with "Page n of m"; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels = ["Previous", "Next"],
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels?: [string, string];
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="pages" className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels[0]}
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels[1]}
      </button>
    </nav>
  );
}
