// MikroORM's `execute` spreads an array parameter into a list of placeholders; PostgreSQL's array
// literal, passed as one text parameter and cast (`?::int[]`), keeps it one value.

export const intArray = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;
export const boolArray = (values: boolean[]) => `{${values.map((value) => (value ? 't' : 'f')).join(',')}}`;
