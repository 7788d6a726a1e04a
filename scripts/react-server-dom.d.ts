// React's encoder of server-action arguments, vendored by Next.js (used by the lead benchmark).
declare module 'next/dist/compiled/react-server-dom-turbopack/client.edge.js' {
  export function encodeReply(value: unknown): Promise<string | FormData>;
}
