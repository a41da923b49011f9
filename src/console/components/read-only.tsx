// Whether the signed-in operator may only read the section shown: their Management API scopes
// open it (`read`) but do not allow its changes. The layout provides it; page headers leave out
// their actions (create, delete, suspend) then, and the layout says why. A change made anyway
// (a form's Save) is refused by the API with 403 and shown beside the form, as any refusal.
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
