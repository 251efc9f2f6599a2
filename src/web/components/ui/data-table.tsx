// A simple table that scrolls sideways on a phone. The scrolling region is focusable and labelled, so a
// keyboard user can scroll it too.
import type { ReactNode } from "react";

export interface DataTableRow {
  key: string | number;
  cells: ReactNode[];
}

export function DataTable({ label, columns, rows }: { label: string; columns: string[]; rows: DataTableRow[] }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-navy-50 text-navy-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className="px-4 py-3 align-top text-navy-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
