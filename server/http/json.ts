/**
 * The HTTP API's plumbing: CORS for any origin (no cookies: the secret travels in the
 * Authorization header), JSON bodies with a size limit, JSON errors `{error, message}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
} as const;

/** An error the API answers with: HTTP status, stable code, plain message. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export function sendError(response: ServerResponse, error: ApiError): void {
  sendJson(response, error.status, { error: error.code, message: error.message });
}

/** The bearer token of the request, or undefined. */
export function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Reads a JSON object body (at most MAX_BODY_BYTES); an empty body is `{}`. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad-json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'bad-json', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function tooLarge(): ApiError {
  return new ApiError(413, 'too-large', `The request body is over ${MAX_BODY_BYTES} bytes.`);
}
