import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartRow {
  label: string;
  analizadas: number;
  opos: number;
}

/**
 * Edicts analysed versus competitions found, one pair of horizontal bars per day and bulletin (horizontal so
 * the labels stay readable on a phone). Loaded lazily: the chart library is only fetched on this screen.
 */
export default function EstadisticasChart({ rows, analizadasLabel, oposLabel }: { rows: ChartRow[]; analizadasLabel: string; oposLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height={60 + rows.length * 34}>
      <BarChart layout="vertical" data={rows} margin={{ top: 4, right: 16, bottom: 4, left: 4 }} barCategoryGap={4}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={132} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip />
        <Legend />
        <Bar dataKey="analizadas" name={analizadasLabel} fill="#0a4f8f" />
        <Bar dataKey="opos" name={oposLabel} fill="#b35900" />
      </BarChart>
    </ResponsiveContainer>
  );
}
