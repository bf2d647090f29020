import type { Language, StaffRole } from '@cargo/domain';
import type { TFunction } from 'i18next';

/** The roles' names in the UI language, as one list ("核保、稽核" / "Underwriting, Audit"). */
export const roleNames = (t: TFunction, roles: readonly StaffRole[], language: Language): string =>
  roles.map((role) => t(`staff.role.${role}`)).join(language === 'zh-CN' ? '、' : ', ');
