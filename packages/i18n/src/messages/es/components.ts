import type { Catalogue } from '../en';

export const components: Catalogue['components'] = {
  dataTable: {
    all: 'Todos',
    actions: 'Acciones',
  },
  filterEmpty: {
    title: 'Sin coincidencias',
    description: 'Nada coincide con esta búsqueda o estos filtros.',
    clear: 'Borrar filtros',
  },
  exportCsv: {
    button: 'Exportar CSV',
    title: 'Descargar todas las filas de esta vista en CSV (como máximo 100.000 filas)',
  },
  loadMore: {
    button: 'Cargar más',
    shown: 'Mostrando {shown, number} de {total, number}',
  },
  fullPageLoader: { loading: 'Cargando la sesión' },
  pageError: { title: 'No se ha podido mostrar esta página', reload: 'Volver a cargar la página' },
  confirm: { cancel: 'Cancelar', cannotUndo: 'Esta acción no se puede deshacer.' },
};
