import type { StaffProfile } from '@cargo/domain';
import { createContext, useContext } from 'react';

/** The logged-in staff member, provided by the staff layout to its pages. */
export const StaffProfileContext = createContext<StaffProfile | undefined>(undefined);

export const useStaffProfile = (): StaffProfile => {
  const profile = useContext(StaffProfileContext);
  if (profile === undefined) throw new Error('useStaffProfile outside the staff layout');
  return profile;
};
