import { createContext, useContext } from 'react';

/**
 * Whether the detail tab a part of the page is in is the one shown: every tab stays mounted, hidden
 * when not chosen (DetailTabs), so a part that polls or marks what the reader saw asks this. True
 * outside any tab.
 */
export const TabShownContext = createContext(true);

export const useTabShown = () => useContext(TabShownContext);
