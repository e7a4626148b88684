// A small but real OpenID Connect provider on 127.0.0.1 for the sign-in tests: discovery, a JWKS,
// an /authorize that agrees at once and a /token that checks PKCE and signs an RS256 ID token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next /authorize. */
  identity: FakeIdentity;
  /** The query of the last /authorize request. */
  lastAuthorizeQuery: URLSearchParams | undefined;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  identity: FakeIdentity;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function clientCredentials(request: IncomingMessage, form: URLSearchParams): [string | null, string | null] {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return [decodeURIComponent(id), decodeURIComponent(secret)];
  }
  return [form.get('client_id'), form.get('client_secret')];
}

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const provider: FakeOidcProvider = {
    issuer: '',
    clientId: 'studio-test-client',
    clientSecret: 'studio-test-secret',
    identity: { sub: 'subject-1', email: 'someone@example.com', email_verified: true },
    lastAuthorizeQuery: undefined,
    close: async () => undefined,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', provider.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return sendJson(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return sendJson(response, 200, { keys: [publicJwk] });
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      provider.lastAuthorizeQuery = query;
      const redirectUri = query.get('redirect_uri');
      const challenge = query.get('code_challenge');
      if (
        query.get('client_id') !== provider.clientId ||
        query.get('response_type') !== 'code' ||
        query.get('code_challenge_method') !== 'S256' ||
        !redirectUri ||
        !challenge
      ) {
        return sendJson(response, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        clientId: provider.clientId,
        redirectUri,
        codeChallenge: challenge,
        nonce: query.get('nonce'),
        identity: { ...provider.identity },
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      const state = query.get('state');
      if (state !== null) back.searchParams.set('state', state);
      response.writeHead(302, { location: back.href });
      return void response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await readForm(request);
      const [clientId, clientSecret] = clientCredentials(request, form);
      if (clientId !== provider.clientId || clientSecret !== provider.clientSecret) {
        return sendJson(response, 401, { error: 'invalid_client' });
      }
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !issued ||
        form.get('grant_type') !== 'authorization_code' ||
        form.get('redirect_uri') !== issued.redirectUri ||
        challenge !== issued.codeChallenge
      ) {
        return sendJson(response, 400, { error: 'invalid_grant' });
      }
      const { sub, ...claims } = issued.identity;
      const idToken = await new SignJWT({ ...claims, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(provider.issuer)
        .setAudience(issued.clientId)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return sendJson(response, 200, {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    return sendJson(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise((resolve) => server.close(() => resolve()));
  return provider;
}
