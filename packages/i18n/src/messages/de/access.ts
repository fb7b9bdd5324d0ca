import type { Catalogue } from '../en';

export const access: Catalogue['access'] = {
  denial: {
    roles: {
      title: 'Zugriff eingeschränkt',
      message: 'Ihre aktuelle Rolle ({role}) hat keine Berechtigung für diese Seite.',
      detail: 'Erforderliche Rollen: {roles}',
    },
    permission: {
      title: 'Unzureichende Berechtigungen',
      message: 'Sie haben nicht die nötigen Berechtigungen, um auf diese Ressource zuzugreifen.',
      detail: 'Erforderlich: {required}',
    },
    route: {
      title: 'Seite nicht verfügbar',
      message: 'Diese Seite ist mit Ihrer aktuellen Rolle nicht zugänglich.',
      detail: 'Pfad: {route}',
    },
    default: {
      title: 'Zugriff verweigert',
      message: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
      detail: 'Bitte wenden Sie sich für den Zugriff an Ihren Administrator.',
    },
    footer: 'Wenn Sie dies für einen Fehler halten, wenden Sie sich bitte an Ihren Administrator',
    goBack: 'Zurück',
    returnToDashboard: 'Zum Dashboard',
    signOut: 'Abmelden',
  },
  notFound: {
    title: '404 Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    returnToDashboard: 'Zum Dashboard',
  },
  comingSoon: {
    fallbackTitle: 'Demnächst verfügbar',
    title: 'In einer späteren Version verfügbar',
    text: 'Diese Ansicht folgt in einer späteren Version.',
    figuresLater:
      'Die Kennzahlen dieses Dashboards folgen in einer späteren Version. Bis dahin Ihre verfügbaren Ansichten:',
    workingScreens: 'Ihre verfügbaren Ansichten',
  },
};
