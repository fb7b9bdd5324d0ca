import type { Catalogue } from '../en';

export const organizations: Catalogue['organizations'] = {
  title: 'Organizaciones',
  adminSubtitle: 'Todas las organizaciones de la plataforma, con su tipo, verificación y miembros.',
  memberSubtitle: 'Su organización y las organizaciones con las que opera.',
  counterparties: 'Contrapartes',
  allOrganizations: 'Todas las organizaciones',
  loading: 'Cargando organizaciones...',
  loadFailed: 'No se pudieron cargar las organizaciones',
  none: 'No se encontraron organizaciones',
  noneText:
    'Las organizaciones con las que opera aparecen aquí en cuanto intercambian solicitudes de cotización, ofertas, contratos, pedidos o envíos.',
  search: 'Buscar por nombre de organización',
  edit: 'Editar',
  editNamed: 'Editar {name}',
  yours: 'Su organización',
  columns: {
    name: 'Nombre',
    type: 'Tipo',
    verification: 'Verificación',
    members: 'Miembros',
  },
  form: {
    name: 'Nombre',
    type: 'Tipo',
    verification: 'Verificación',
    cancel: 'Cancelar',
    save: 'Guardar',
    success: 'Operación realizada',
    error: 'Se ha producido un error',
    updated: 'Organización actualizada',
    updateFailed: 'No se pudo actualizar la organización',
  },
};
