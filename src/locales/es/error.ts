import type en from '../en/error';

const messages: typeof en = {
  render: 'Algo salió mal al mostrar esta parte de la página.',
  network: 'Falló la conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  server: 'El servidor no pudo completar la solicitud (error {{status}}). Inténtalo de nuevo.',
  generic: 'algo salió mal',
};
export default messages;
