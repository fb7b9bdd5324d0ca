import type { Catalogue } from '../en';

export const preferences: Catalogue['preferences'] = {
  loading: 'Ihre Einstellungen werden geladen…',
  loadFailed: 'Ihre Einstellungen konnten nicht geladen werden',
  failed: 'Einstellungen nicht gespeichert',
  saved: 'Einstellungen gespeichert',
  preferencesSaved: 'Präferenzen gespeichert',
  notifications: {
    save: 'Benachrichtigungseinstellungen speichern',
    email: 'E-Mail-Benachrichtigungen',
    emailHint: 'Benachrichtigungen mit hoher Priorität werden auch per E-Mail gesendet',
    rfqUpdates: 'Neuigkeiten zu Ihren Angebotsanfragen',
    rfqUpdatesHint: 'Angebote, Gegenangebote und Verträge zu Ihren Angebotsanfragen',
    paymentAlerts: 'Zahlungshinweise',
    paymentAlertsHint: 'Zahlungen und Abrechnungen',
    shipmentTracking: 'Sendungsverfolgung',
    shipmentTrackingHint: 'Sendungen, Transportausschreibungen und Aufträge',
  },
  system: {
    save: 'Systemeinstellungen speichern',
    language: 'Sprache',
    timezone: 'Zeitzone',
    timezoneHint: 'Datum und Uhrzeit werden in dieser Zone angezeigt und eingegeben.',
    browserZone: 'Zeitzone meines Browsers: {zone} (UTC{offset})',
    currency: 'Standardwährung',
    colorScheme: 'Dunkelmodus',
    colorSchemeHint: 'Hell, dunkel oder wie Ihr Gerät',
    light: 'Hell',
    dark: 'Dunkel',
    auto: 'Wie mein System',
  },
};
