import { describe, expect, it } from 'vitest';
import {
  httpBase,
  invitationLink,
  needsTls,
  normaliseServer,
  parseInvitation,
} from './invitation-link';

describe('invitation links', () => {
  it('round-trip through the hash, the secret and server encoded', () => {
    const link = invitationLink('https://app.example', {
      server: 'wss://sync.example:8443',
      bookId: 'book-1',
      secret: 'a+b/c=_-',
      role: 'reader',
    });
    expect(link.startsWith('https://app.example/#/join?')).toBe(true);
    expect(parseInvitation(new URL(link).hash)).toEqual({
      server: 'wss://sync.example:8443',
      bookId: 'book-1',
      secret: 'a+b/c=_-',
      role: 'reader',
    });
  });

  it('refuse a hash that is not a whole invitation', () => {
    expect(parseInvitation('#/join?server=ws%3A%2F%2Fx&book=b')).toBeNull();
    expect(parseInvitation('#/other?server=ws://x&book=b&key=k')).toBeNull();
    expect(parseInvitation('#/join?server=ws://x&book=b&key=k&role=king')?.role).toBeNull();
  });

  it('make a WebSocket address of what the author types', () => {
    expect(normaliseServer('localhost:1234')).toBe('ws://localhost:1234');
    expect(normaliseServer('https://sync.example/')).toBe('wss://sync.example');
    expect(normaliseServer(' ws://10.0.0.2:8080/sync/ ')).toBe('ws://10.0.0.2:8080/sync');
    expect(normaliseServer('ftp://x')).toBeNull();
    expect(normaliseServer('')).toBeNull();
    expect(httpBase('wss://sync.example')).toBe('https://sync.example');
  });

  it('ask for TLS for a server on another computer', () => {
    expect(needsTls('ws://192.168.1.5:1234')).toBe(true);
    expect(needsTls('ws://sync.example.org')).toBe(true);
    expect(needsTls('wss://sync.example.org')).toBe(false);
    expect(needsTls('ws://localhost:1234')).toBe(false);
    expect(needsTls('ws://127.0.0.1:1234')).toBe(false);
  });
});
