/** A row's traces folded under a summary, or a line saying there are none. */
export function Trazas({ trazas, summary, none }: { trazas: string; summary: string; none: string }) {
  return (
    <details>
      <summary>{summary}</summary>
      {trazas ? <pre className="ac-pre">{trazas}</pre> : <p>{none}</p>}
    </details>
  );
}
