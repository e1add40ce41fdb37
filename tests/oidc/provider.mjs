// A real OpenID Connect provider for tests/cli/serve_signin.rs: npm's
// certified `oidc-provider` (9.x), installed by .ci/run into target/oidc.
//
//   node provider.mjs   (environment below)
//
// OIDC_PORT      the port to listen on (127.0.0.1)
// OIDC_CLIENT    JSON: {client_id, client_secret, redirect_uri}
// OIDC_ACCOUNTS  JSON: {LOGIN: {email, email_verified}}: the login typed
//                on the provider's own (development) sign-in page is the
//                account's `sub`; its other claims are these.
//
// Prints one JSON line when listening: {"issuer": "http://127.0.0.1:PORT"}.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const client = JSON.parse(process.env.OIDC_CLIENT);
const accounts = JSON.parse(process.env.OIDC_ACCOUNTS);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [{
    client_id: client.client_id,
    client_secret: client.client_secret,
    redirect_uris: [client.redirect_uri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }],
  pkce: { required: () => true },
  // The scope's claims in the ID token, as Google, Okta and Entra give them.
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (ctx, id) => {
    const a = accounts[id];
    if (!a) return undefined;
    return {
      accountId: id,
      claims: async () => ({ sub: id, email: a.email, email_verified: a.email_verified, name: id }),
    };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['talent-test-only'] },
});
provider.listen(port, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify({ issuer }) + '\n');
});
