/** The middle of `values` once sorted (of an even number, the upper of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
