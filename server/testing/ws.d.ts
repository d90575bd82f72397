// `ws` comes with @hocuspocus/server (its WebSocket server); the tests hand its client class to
// HocuspocusProviderWebsocket as the WebSocket of Node 20, which has none built in.
declare module 'ws' {
  const WebSocket: new (url: string, protocols?: string | string[]) => unknown;
  export default WebSocket;
}
