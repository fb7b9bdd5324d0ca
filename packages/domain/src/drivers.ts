/** A driver as every screen, list, CSV and notification names one: first name, then last name. */
export const driverName = (driver: { firstName: string; lastName: string }): string =>
  `${driver.firstName} ${driver.lastName}`;
