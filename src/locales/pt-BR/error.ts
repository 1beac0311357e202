import type en from '../en/error';

const messages: typeof en = {
  render: 'Algo deu errado ao exibir esta parte da página.',
  network: 'A conexão com o servidor falhou. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  server: 'O servidor não conseguiu concluir a solicitação (erro {{status}}). Tente novamente.',
  generic: 'algo deu errado',
};
export default messages;
