import { useMemo, useState, type ReactNode } from 'react';
import { useT } from 'shared';

export interface Column<T> {
  key: string;
  label: string;
  /** The value the column sorts by; a column without it is not sortable. */
  sortValue?: (row: T) => string | number | boolean;
  render: (row: T) => ReactNode;
  className?: string;
}

type Direction = 'ascending' | 'descending';

/** Lower-case, accents removed: how the search box of a table compares text. */
export const foldText = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const collator = new Intl.Collator(['gl', 'es'], { sensitivity: 'base', numeric: true });

function compare(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/** A table whose sortable column headers are buttons; the sorted header carries `aria-sort`. */
export function SortableTable<T>({ caption, columns, rows, rowKey, initialSort }: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  initialSort?: { key: string; direction?: Direction };
}) {
  const { t } = useT();
  const [sort, setSort] = useState<{ key: string; direction: Direction } | null>(
    initialSort ? { key: initialSort.key, direction: initialSort.direction ?? 'ascending' } : null,
  );
  const sorted = useMemo(() => {
    const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!sort || !col?.sortValue) return rows;
    const by = col.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(by(a), by(b)));
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <div className="table-wrap">
      <table className="ac-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const current = sort?.key === c.key ? sort.direction : undefined;
              return (
                <th key={c.key} scope="col" aria-sort={c.sortValue ? (current ?? 'none') : undefined} className={c.className}>
                  {c.sortValue ? (
                    <button type="button" className="sort-button" onClick={() => toggle(c.key)} title={t('adminConfig.ordenarPor', { columna: c.label })}>
                      {c.label}
                      <span aria-hidden="true">{current === 'ascending' ? ' ▲' : current === 'descending' ? ' ▼' : ' ↕'}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.className}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
