/** Where a customer lands while the portal is under maintenance (code 88888). */
export const MAINTENANCE_PATH = '/maintenance';
