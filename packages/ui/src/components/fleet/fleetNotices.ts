/** Success and failure notices of the vehicle, driver and blackout screens (spec 001 §8, exact texts). */
export const VEHICLE_NOTICES = {
  statusUpdated: 'Status Updated',
  statusUpdatedText: (registration: string, status: string) => `${registration} is now ${status}.`,
  updateFailed: 'Update Failed',
  updateFailedFallback: 'Failed to update vehicle status',
  deleted: 'Vehicle Deleted',
  deletedText: 'Vehicle has been removed from your fleet.',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete vehicle',
  registered: 'Vehicle Registered',
  registeredText: (registration: string) => `${registration} has been added to your fleet.`,
  registrationFailed: 'Registration Failed',
  registrationFailedFallback: 'Failed to register vehicle. Please try again.',
  saved: 'Vehicle Updated',
  savedText: (registration: string) => `${registration} has been saved.`,
  saveFailed: 'Update Failed',
  saveFailedFallback: 'Failed to update vehicle',
} as const;

export const BLACKOUT_NOTICES = {
  created: 'Blackout Date Created',
  createdText: 'The blackout date has been added.',
  createFailed: 'Creation Failed',
  createFailedFallback: 'Failed to create blackout date',
  updated: 'Blackout Date Updated',
  updatedText: 'The blackout date has been saved.',
  updateFailed: 'Update Failed',
  updateFailedFallback: 'Failed to update blackout date',
  deleted: 'Blackout Date Deleted',
  deletedText: 'The blackout date has been removed.',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete blackout date',
} as const;

/** The spec has no driver screen; these follow the vehicle notices' words. */
export const DRIVER_NOTICES = {
  created: 'Driver Added',
  createdText: (name: string) => `${name} has been added to your fleet.`,
  createFailed: 'Creation Failed',
  createFailedFallback: 'Failed to add driver',
  updated: 'Driver Updated',
  updatedText: (name: string) => `${name} has been saved.`,
  updateFailed: 'Update Failed',
  updateFailedFallback: 'Failed to update driver',
  deleted: 'Driver Deleted',
  deletedText: 'Driver has been removed from your fleet.',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete driver',
} as const;
