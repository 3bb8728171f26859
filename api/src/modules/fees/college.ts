/**
 * The college as a receipt names it: the same placeholders as shared-ui's `institution` (its one place
 * for institution facts; the API does not depend on the web packages).
 */
export const RECEIPT_COLLEGE = {
  name: 'College of Physiotherapy',
  address: 'College campus (address placeholder), Guntur, Andhra Pradesh 522 529, India',
};
