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
  language: 'Idioma',
  itemCount: '{count, plural, one {# elemento} other {# elementos}}',
};
