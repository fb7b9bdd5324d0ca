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
  notReceived: {
    button: 'No recibido',
    label: 'Informar que {amount} ({contract}) no se recibió',
    title: 'Pago no recibido',
    effects:
      '{amount} del {contract} se registró como pagado (referencia {reference}). Si informa que no lo recibió, la liquidación vuelve a quedar pendiente, sin su referencia, para que el pagador la pague o la registre de nuevo.',
    reason: 'Motivo',
    reasonHint: 'Lo que comprobó, por ejemplo ninguna transferencia con esta referencia',
    submit: 'Informar que no se recibió',
    reported: 'Informado como no recibido',
    reportedText: '{amount} ({contract}) vuelve a estar pendiente.',
    failed: 'El aviso no se envió',
    failedFallback: 'La liquidación no se actualizó',
  },
  confirm: { cancel: 'Cancelar', cannotUndo: 'Esta acción no se puede deshacer.' },
  formDialog: {
    discardTitle: '¿Descartar los cambios?',
    discardText: 'Este formulario tiene cambios sin guardar. ¿Desea cerrarlo y perderlos?',
    keepEditing: 'Seguir editando',
    discard: 'Descartar',
  },
  notice: { close: 'Cerrar notificación' },
  keyValueRows: {
    name: 'Nombre',
    value: 'Valor',
    add: 'Añadir línea: {item}',
    remove: 'Eliminar la línea {n}: {item}',
    rowName: '{label}: nombre {n}',
    rowValue: '{label}: valor {n}',
    nameRequired: 'Introduzca un nombre para este valor',
    nameTaken: 'Cada nombre solo puede aparecer una vez',
    nameReserved: '«{name}» lo establece el formulario de arriba',
  },
  dateTimeField: {
    openPicker: 'Elegir fecha y hora: {label}',
    openPickerUnnamed: 'Elegir fecha y hora',
    setTime: 'Fijar fecha y hora',
    hours: 'Horas',
    minutes: 'Minutos',
    amPm: 'a. m. o p. m.',
  },
  closeButtons: {
    notice: 'Cerrar el aviso',
    dialog: 'Cerrar el cuadro de diálogo',
    date: 'Borrar la fecha',
    selection: 'Borrar la selección',
  },
  signaturePad: {
    signatureOf: 'Firma de {name}',
    label: 'Panel de firma',
    hint: 'Dibuje con un ratón, un lápiz o el dedo.',
    clear: 'Borrar',
    strokes: '{count, plural, one {# trazo} other {# trazos}}',
  },
};
