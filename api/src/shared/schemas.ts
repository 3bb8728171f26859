// The schema building blocks are the contract's (shared-ui/src/contract/common.ts).
export {
  dateInput, email, emailOrEmpty, idParams, ignoredId, ignoredList, multilineText, okMessage, optionalText, orNull, phone, requiredDate,
  requiredText, strictObject, year,
} from '../contract.ts';
