export { type Column, DataTable, type DataTableProps } from './DataTable.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { type PageFetcher, type ServerList, useServerList } from './useServerList.ts';
