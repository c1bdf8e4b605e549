/** A row's traces folded under a summary, or a line saying there are none. */
export function Trazas({ trazas, summary, none, open = false }: { trazas: string; summary: string; none: string; open?: boolean }) {
  return (
    <details open={open}>
      <summary>{summary}</summary>
      {trazas ? <pre className="ac-pre">{trazas}</pre> : <p>{none}</p>}
    </details>
  );
}
