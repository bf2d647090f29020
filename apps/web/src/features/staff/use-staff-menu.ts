import type { MessageKey } from '@cargo/domain';
import { createContext, useContext } from 'react';

/** A page of the staff member's menu: where it is and its title. */
export interface StaffMenuPage {
  readonly path: string;
  readonly titleKey: MessageKey;
}

/**
 * The pages of the staff member's menu, in menu order, provided by the staff layout (built from staff-routes.ts
 * by role) to its pages: a page lists them without importing the routes, which import the pages.
 */
export const StaffMenuContext = createContext<readonly StaffMenuPage[]>([]);

export const useStaffMenu = (): readonly StaffMenuPage[] => useContext(StaffMenuContext);
