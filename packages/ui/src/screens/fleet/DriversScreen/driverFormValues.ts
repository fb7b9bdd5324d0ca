import { ZDriverInput, type TDriver, type TDriverInput } from '@energy/domain/schemas/fleet';
import { schemaResolver, type FormErrors } from '@mantine/form';

export interface AvailabilityWindowValues {
  availableFrom: string | null;
  availableUntil: string | null;
}

export interface DriverFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  licenseNumber: string;
  licenseClass: string;
  licenseExpiry: string | null;
  hasADR: boolean;
  adrExpiry: string | null;
  hasHSE: boolean;
  hseExpiry: string | null;
  rating: number | string;
  status: string;
  availability: AvailabilityWindowValues[];
}

export const EMPTY_DRIVER: DriverFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  licenseNumber: '',
  licenseClass: '',
  licenseExpiry: null,
  hasADR: false,
  adrExpiry: null,
  hasHSE: false,
  hseExpiry: null,
  rating: 0,
  status: 'available',
  availability: [],
};

export function driverFormValues(driver: TDriver): DriverFormValues {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    phone: driver.phone ?? '',
    email: driver.email ?? '',
    licenseNumber: driver.licenseNumber,
    licenseClass: driver.licenseClass,
    licenseExpiry: driver.licenseExpiry,
    hasADR: driver.hasADR,
    adrExpiry: driver.adrExpiry,
    hasHSE: driver.hasHSE,
    hseExpiry: driver.hseExpiry,
    rating: driver.rating,
    status: driver.status,
    availability: driver.availability.map((window) => ({ ...window })),
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The payload of driver.create / driver.update: a certification's expiry only while the driver holds it. */
export function driverPayload(values: DriverFormValues): TDriverInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    licenseNumber: values.licenseNumber,
    licenseClass: values.licenseClass,
    licenseExpiry: values.licenseExpiry || null,
    hasADR: values.hasADR,
    adrExpiry: values.hasADR ? values.adrExpiry || null : null,
    hasHSE: values.hasHSE,
    hseExpiry: values.hasHSE ? values.hseExpiry || null : null,
    rating: values.rating === '' ? Number.NaN : Number(values.rating),
    status: values.status as TDriverInput['status'],
    availability: values.availability.map((window) => ({
      availableFrom: window.availableFrom ?? '',
      availableUntil: window.availableUntil ?? '',
    })),
  };
}

const resolveDriver = schemaResolver(ZDriverInput, { sync: true });

/** ZDriverInput's messages on the form's fields (availability windows by index). */
export const validateDriver = (values: DriverFormValues): FormErrors => resolveDriver(driverPayload(values));
