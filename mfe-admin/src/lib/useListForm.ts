import { useState } from 'react';

/** The list/form swap of events and calendar (SPEC section 4): one view at a time. */
export function useListForm<T>() {
  const [view, setView] = useState<'list' | 'form'>('list');
  const [editing, setEditing] = useState<T | null>(null);
  return {
    view,
    editing,
    toggle: () => {
      setEditing(null);
      setView(view === 'list' ? 'form' : 'list');
    },
    edit: (row: T) => {
      setEditing(row);
      setView('form');
    },
    backToList: () => {
      setEditing(null);
      setView('list');
    },
  };
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
