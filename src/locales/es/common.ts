import type en from '../en/common';

const messages: typeof en = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  close: 'Cerrar',
  required: 'Obligatorio',
  select: '-- Seleccionar --',
  show_password: 'Mostrar contraseña',
  hide_password: 'Ocultar contraseña',
  suggest_password: 'Sugerir una contraseña',
  suggested_password: 'Contraseña sugerida: {{value}}',
};
export default messages;
