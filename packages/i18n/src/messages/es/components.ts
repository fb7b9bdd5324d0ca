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
  formDialog: {
    discardTitle: '¿Descartar los cambios?',
    discardText: 'Este formulario tiene cambios sin guardar. ¿Desea cerrarlo y perderlos?',
    keepEditing: 'Seguir editando',
    discard: 'Descartar',
  },
  notice: { close: 'Cerrar notificación' },
  signaturePad: {
    label: 'Panel de firma',
    hint: 'Dibuje con un ratón, un lápiz o el dedo.',
    clear: 'Borrar',
    strokes: '{count, plural, one {# trazo} other {# trazos}}',
  },
};
