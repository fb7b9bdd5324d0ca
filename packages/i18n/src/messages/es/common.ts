import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  actions: {
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    submit: 'Enviar',
    edit: 'Editar',
    delete: 'Eliminar',
    confirm: 'Confirmar',
    back: 'Volver',
    retry: 'Reintentar',
    search: 'Buscar',
    export: 'Exportar CSV',
  },
  states: {
    loading: 'Cargando…',
    noResults: 'Sin resultados',
  },
  /** A calendar's month, year and decade steps (every date picker and calendar). */
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    previousDecade: 'Década anterior',
    nextDecade: 'Década siguiente',
  },
  language: 'Idioma',
  itemCount: '{count, plural, one {# elemento} other {# elementos}}',
};
