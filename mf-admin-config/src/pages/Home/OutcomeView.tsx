import { Fragment } from 'react';
import { useT } from 'shared';

const isDateArray = (key: string, v: unknown): v is number[] =>
  /^fecha/i.test(key) && Array.isArray(v) && (v.length === 3 || v.length === 5) && v.every((n) => typeof n === 'number');

/** A maintenance action's JSON answer, readable: its descripcion first, then each field; lists of records as tables. */
export function OutcomeView({ outcome }: { outcome: Record<string, unknown> }) {
  const { t, date, dateTime } = useT();
  const cell = (key: string, v: unknown): React.ReactNode => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? t('adminHome.yes') : t('adminHome.no');
    if (isDateArray(key, v)) return v.length === 3 ? date(v) : dateTime(v);
    if (Array.isArray(v)) {
      if (v.every((x) => x && typeof x === 'object' && !Array.isArray(x))) return <RecordTable rows={v as Record<string, unknown>[]} cell={cell} />;
      return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
    }
    if (typeof v === 'object') {
      return (
        <dl className="outcome-fields">
          {Object.entries(v as Record<string, unknown>).map(([k, x]) => (
            <Fragment key={k}><dt>{k}</dt><dd>{cell(k, x)}</dd></Fragment>
          ))}
        </dl>
      );
    }
    return String(v);
  };
  const { descripcion, ...rest } = outcome;
  return (
    <div className="outcome">
      {typeof descripcion === 'string' ? <p><strong>{descripcion}</strong></p> : null}
      {Object.keys(rest).length ? cell('', rest) : null}
    </div>
  );
}

function RecordTable({ rows, cell }: { rows: Record<string, unknown>[]; cell: (key: string, v: unknown) => React.ReactNode }) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <div className="table-wrap">
      <table>
        <thead><tr>{columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>{columns.map((c) => <td key={c}>{cell(c, r[c])}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
