// Whether the signed-in operator may only read the section shown: their Management API scopes
// open it (`read`) but do not allow its changes. The layout provides it; page headers leave out
// their actions (create, delete, suspend) then, forms their Save (read-only.css, by the layout's
// data-read-only), and the layout says why. A change made anyway is refused by the API with 403.
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
