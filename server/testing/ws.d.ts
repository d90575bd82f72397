// `ws` (a dependency of its own: Node 20 has no WebSocket): Hocuspocus's sockets on the server,
// and the client class the tests hand to HocuspocusProviderWebsocket. Only what is used is typed.
declare module 'ws' {
  class WebSocket {
    constructor(url: string, protocols?: string | string[]);
    on(event: string, listener: (...args: unknown[]) => void): this;
    close(code?: number, reason?: string): void;
  }
  export default WebSocket;
}
