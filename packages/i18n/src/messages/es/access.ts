import type { Catalogue } from '../en';

export const access: Catalogue['access'] = {
  denial: {
    roles: {
      title: 'Acceso restringido',
      message: 'Su rol actual ({role}) no tiene permiso para acceder a esta página.',
      detail: 'Roles necesarios: {roles}',
    },
    permission: {
      title: 'Permisos insuficientes',
      message: 'No tiene los permisos necesarios para acceder a este recurso.',
      detail: 'Necesario: {required}',
    },
    route: {
      title: 'Página no disponible',
      message: 'No se puede acceder a esta página con su rol actual.',
      detail: 'Ruta: {route}',
    },
    default: {
      title: 'Acceso denegado',
      message: 'No tiene permiso para acceder a esta página.',
      detail: 'Póngase en contacto con su administrador para obtener acceso.',
    },
    footer: 'Si cree que se trata de un error, póngase en contacto con su administrador',
    goBack: 'Volver',
    returnToDashboard: 'Volver al panel',
    signOut: 'Cerrar sesión',
  },
  notFound: {
    title: '404 Página no encontrada',
    text: 'La página que busca no existe o se ha movido.',
    returnToDashboard: 'Volver al panel',
  },
  comingSoon: {
    fallbackTitle: 'Próximamente',
    title: 'Disponible en una próxima versión',
    text: 'Esta pantalla estará disponible en una próxima versión.',
    figuresLater:
      'Las cifras de este panel llegarán en una próxima versión. Mientras tanto, sus pantallas disponibles:',
    workingScreens: 'Sus pantallas disponibles',
  },
};
