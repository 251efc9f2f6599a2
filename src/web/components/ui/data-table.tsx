// A simple table that scrolls sideways on a phone. The scrolling region is focusable and labelled, so a
// keyboard user can scroll it too. With `stacked`, a phone (below `sm`) gets a list instead: one item per row, the
// `title` column on top and the other columns as label–value pairs; the table is shown from `sm` up. One of the two is
// displayed at a time, so assistive technology meets one.
import clsx from "clsx";
import type { ReactNode } from "react";

export interface DataTableRow {
  key: string | number;
  cells: ReactNode[];
}

function StackedRows({ label, columns, rows, title }: { label: string; columns: string[]; rows: DataTableRow[]; title: number }) {
  return (
    <ul aria-label={label} className="divide-y divide-navy-100 rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 sm:hidden">
      {rows.map((row) => (
        <li key={row.key} className="px-4 py-3 text-sm">
          <p className="font-semibold text-navy-900">{row.cells[title]}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {columns.map((column, index) =>
              index === title ? null : (
                <div key={column} className="contents">
                  <dt className="text-navy-600">{column}</dt>
                  <dd className="text-navy-900">{row.cells[index]}</dd>
                </div>
              ),
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function DataTable({
  label,
  columns,
  rows,
  stacked = false,
  titleColumn = 0,
}: {
  label: string;
  columns: string[];
  rows: DataTableRow[];
  /** A list of label–value pairs below `sm` instead of a table that scrolls sideways. */
  stacked?: boolean;
  /** With `stacked`: the column each item starts with. */
  titleColumn?: number;
}) {
  return (
    <>
      {stacked ? <StackedRows label={label} columns={columns} rows={rows} title={titleColumn} /> : null}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={clsx("overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100", stacked && "hidden sm:block")}
      >
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
    </>
  );
}
