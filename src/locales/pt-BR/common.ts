import type en from '../en/common';

const messages: typeof en = {
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  close: 'Fechar',
  required: 'Obrigatório',
  select: '-- Selecione --',
  show_password: 'Mostrar senha',
  hide_password: 'Ocultar senha',
  suggest_password: 'Sugerir uma senha',
  suggested_password: 'Senha sugerida: {{value}}',
};
export default messages;
