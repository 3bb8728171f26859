export { type Column, DataTable, type DataTableProps } from './DataTable.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { listParamNames, type PageFetcher, type ServerList, type ServerListOptions, useListFilter, useServerList } from './useServerList.ts';
