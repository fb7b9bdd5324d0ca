import type { Catalogue } from '../en';

export const preferences: Catalogue['preferences'] = {
  loading: 'Chargement de vos paramètres…',
  loadFailed: 'Vos paramètres n’ont pas pu être chargés',
  failed: 'Paramètres non enregistrés',
  saved: 'Paramètres enregistrés',
  preferencesSaved: 'Préférences enregistrées',
  notifications: {
    save: 'Enregistrer les paramètres de notification',
    email: 'Notifications par e-mail',
    emailHint: 'Les notifications prioritaires sont aussi envoyées par e-mail',
    rfqUpdates: 'Suivi de vos demandes de prix',
    rfqUpdatesHint: 'Offres, contre-offres et contrats sur vos demandes de prix',
    paymentAlerts: 'Alertes de paiement',
    paymentAlertsHint: 'Paiements et règlements',
    shipmentTracking: 'Suivi des expéditions',
    shipmentTrackingHint: 'Expéditions, appels d’offres de transport et missions',
  },
  system: {
    save: 'Enregistrer les paramètres système',
    language: 'Langue',
    timezone: 'Fuseau horaire',
    timezoneHint: 'Les dates et heures sont affichées et saisies dans ce fuseau.',
    browserZone: 'Le fuseau de mon navigateur : {zone} (UTC{offset})',
    currency: 'Devise par défaut',
    colorScheme: 'Mode sombre',
    colorSchemeHint: 'Clair, sombre, ou comme votre appareil',
    light: 'Clair',
    dark: 'Sombre',
    auto: 'Comme mon système',
  },
};
