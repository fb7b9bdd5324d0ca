import type { Catalogue } from '../en';

export const preferences: Catalogue['preferences'] = {
  loading: 'Cargando su configuración…',
  loadFailed: 'No se pudo cargar su configuración',
  failed: 'La configuración no se guardó',
  saved: 'Configuración guardada',
  preferencesSaved: 'Preferencias guardadas',
  notifications: {
    save: 'Guardar configuración de notificaciones',
    email: 'Notificaciones por correo electrónico',
    emailHint: 'Las notificaciones de alta prioridad también se envían por correo electrónico',
    rfqUpdates: 'Novedades de sus solicitudes de cotización',
    rfqUpdatesHint: 'Ofertas, contraofertas y contratos de sus solicitudes de cotización',
    paymentAlerts: 'Alertas de pago',
    paymentAlertsHint: 'Pagos y liquidaciones',
    shipmentTracking: 'Seguimiento de envíos',
    shipmentTrackingHint: 'Envíos, licitaciones y trabajos de transporte',
  },
  system: {
    save: 'Guardar configuración del sistema',
    language: 'Idioma',
    timezone: 'Zona horaria',
    timezoneHint: 'Las fechas y horas se muestran e introducen en esta zona.',
    browserZone: 'La zona de mi navegador: {zone} (UTC{offset})',
    currency: 'Moneda predeterminada',
    colorScheme: 'Modo oscuro',
    colorSchemeHint: 'Claro, oscuro o igual que su dispositivo',
    light: 'Claro',
    dark: 'Oscuro',
    auto: 'Igual que mi sistema',
  },
};
