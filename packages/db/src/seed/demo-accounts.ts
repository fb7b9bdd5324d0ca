import type { OrganizationType, Role } from '@energy/domain/roles';
import type { OrganizationVerification } from '@energy/domain/schemas/organization';

export interface DemoOrganization {
  name: string;
  type: OrganizationType;
  /** KYB: the demo companies are verified (the default); one new supplier waits for its review. */
  verification?: OrganizationVerification;
}

export interface DemoAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization: string;
  /** Invites members in any of the organization's roles: the account that stands for the company. */
  managesMembers?: boolean;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  { name: 'EnergyHub Platform', type: 'platform' },
  { name: 'Lagos Power & Industrial Ltd', type: 'buyer' },
  { name: 'Delta Crude Supply Co', type: 'supplier' },
  { name: 'Atlantic Refined Products', type: 'supplier' },
  { name: 'Swift Haul Logistics', type: 'logistics' },
  { name: 'Northern Tankers Ltd', type: 'logistics' },
  { name: 'Kano Fuel Traders', verification: 'pending', type: 'supplier' },
];

/**
 * One account per role, plus a second supplier and a second logistics company so bidder privacy and competing
 * tender bids can be seen. Each company's first account manages its members; finance does not, so it invites
 * finance colleagues only and the buyer side keeps raising and paying apart.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@energyhub.example',
    firstName: 'Ada',
    lastName: 'Okafor',
    role: 'admin',
    organization: 'EnergyHub Platform',
  },
  {
    username: 'buyer',
    email: 'buyer@lagospower.example',
    firstName: 'Bola',
    lastName: 'Adeyemi',
    role: 'buyer',
    organization: 'Lagos Power & Industrial Ltd',
    managesMembers: true,
  },
  {
    username: 'finance',
    email: 'finance@lagospower.example',
    firstName: 'Funke',
    lastName: 'Balogun',
    role: 'finance',
    organization: 'Lagos Power & Industrial Ltd',
  },
  {
    username: 'supplier',
    email: 'sales@deltacrude.example',
    firstName: 'Sani',
    lastName: 'Ibrahim',
    role: 'supplier',
    organization: 'Delta Crude Supply Co',
    managesMembers: true,
  },
  {
    username: 'supplier2',
    email: 'sales@atlanticrefined.example',
    firstName: 'Grace',
    lastName: 'Eze',
    role: 'supplier',
    organization: 'Atlantic Refined Products',
    managesMembers: true,
  },
  {
    username: 'logistics',
    email: 'dispatch@swifthaul.example',
    firstName: 'Luka',
    lastName: 'Obi',
    role: 'logistics',
    organization: 'Swift Haul Logistics',
    managesMembers: true,
  },
  {
    username: 'logistics2',
    email: 'ops@northerntankers.example',
    firstName: 'Hauwa',
    lastName: 'Danjuma',
    role: 'logistics',
    organization: 'Northern Tankers Ltd',
    managesMembers: true,
  },
  {
    username: 'newsupplier',
    email: 'sales@kanofuel.example',
    firstName: 'Musa',
    lastName: 'Garba',
    role: 'supplier',
    organization: 'Kano Fuel Traders',
    managesMembers: true,
  },
];
