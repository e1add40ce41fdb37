//! The team's OpenID Connect provider (`serve --oidc-issuer`): discovery
//! at start, the authorization code flow with PKCE S256, `state` and
//! `nonce`, and the ID token verified by `jsonwebtoken` (on ring: the
//! signature by the provider's published keys, `iss`, `aud`, `exp`, `iat`),
//! then its `nonce`. A single-tenant issuer only (Entra's `common`,
//! `organizations` and `consumers` are refused at start).

use std::sync::Arc;
use std::time::{Duration, Instant};

use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use serde_json::Value;
use url::Url;

use crate::{Error, Result};

/// How long the provider's keys are kept before they are fetched again
/// (and at once when a token names a key not among them).
const KEYS_FRESH: Duration = Duration::from_secs(3600);
/// The most a provider's answer may take.
const PROVIDER_TIMEOUT: Duration = Duration::from_secs(10);

/// What `serve` was told about the provider.
pub struct Options {
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Option<SecretString>,
    /// Google Workspace's domain: the ID token's `hd` must be it.
    pub domain: Option<String>,
    /// `<public URL>/signin/callback`.
    pub redirect_uri: String,
}

/// The provider as discovered.
pub struct Provider {
    options: Options,
    issuer: String,
    authorization_endpoint: Url,
    token_endpoint: Url,
    userinfo_endpoint: Option<Url>,
    jwks_uri: Url,
    algorithms: Vec<Algorithm>,
    secret_post: bool,
    http: reqwest::Client,
    keys: tokio::sync::Mutex<Option<(Instant, Arc<JwkSet>)>>,
}

/// Who the provider says signed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub iss: String,
    pub sub: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub hd: Option<String>,
}

/// The ID token's claims talent reads (the library checks `iss`, `aud`,
/// `exp` and the signature).
#[derive(Debug, Deserialize)]
pub struct Claims {
    pub iss: String,
    pub sub: String,
    #[serde(default)]
    pub aud: Value,
    #[serde(default)]
    pub azp: Option<String>,
    #[serde(default)]
    pub nonce: Option<String>,
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default)]
    pub email_verified: Option<Value>,
    #[serde(default)]
    pub hd: Option<String>,
}

/// `true` or `"true"` (some providers send a string).
fn truthy(v: Option<&Value>) -> bool {
    match v {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s.eq_ignore_ascii_case("true"),
        _ => false,
    }
}

/// Entra's multi-tenant issuers (`common`, `organizations`, `consumers`)
/// and a tenant placeholder name no one team: refused at start (exit 2).
pub fn single_tenant(issuer: &Url) -> Result<()> {
    let multi = issuer.path_segments().is_some_and(|mut segs| {
        segs.any(|s| {
            let s = s.to_ascii_lowercase();
            matches!(s.as_str(), "common" | "organizations" | "consumers")
                || s.contains("{tenantid}")
                || s.contains("%7btenantid%7d")
        })
    });
    if multi {
        return Err(Error::usage(format!(
            "--oidc-issuer {issuer} is a multi-tenant issuer: anyone with an account there could sign in"
        ))
        .with_hint(
            "give your own tenant's issuer, e.g. https://login.microsoftonline.com/TENANT-ID/v2.0",
        ));
    }
    Ok(())
}

/// The issuer URL as given: https (http only on loopback), no query or
/// fragment, single-tenant.
pub fn issuer_url(text: &str) -> Result<Url> {
    let bad = |why: &str| {
        Error::usage(format!("--oidc-issuer {text:?} {why}"))
            .with_hint("e.g. --oidc-issuer https://accounts.google.com")
    };
    let u = Url::parse(text.trim()).map_err(|_| bad("is not a URL"))?;
    let loopback = crate::config::base_url::is_loopback(&u);
    if !(u.scheme() == "https" || (u.scheme() == "http" && loopback)) {
        return Err(bad("must be an https URL"));
    }
    if u.query().is_some() || u.fragment().is_some() || !u.username().is_empty() {
        return Err(bad("must have no query, fragment or user"));
    }
    single_tenant(&u)?;
    Ok(u)
}

#[derive(Deserialize)]
struct Discovery {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    #[serde(default)]
    userinfo_endpoint: Option<String>,
    jwks_uri: String,
    #[serde(default)]
    id_token_signing_alg_values_supported: Vec<String>,
    #[serde(default)]
    token_endpoint_auth_methods_supported: Vec<String>,
    #[serde(default)]
    code_challenge_methods_supported: Option<Vec<String>>,
}

/// The asymmetric algorithms an ID token may be signed with (never HS*:
/// a client secret is not the provider's key; never `none`).
fn algorithm(name: &str) -> Option<Algorithm> {
    Some(match name {
        "RS256" => Algorithm::RS256,
        "RS384" => Algorithm::RS384,
        "RS512" => Algorithm::RS512,
        "PS256" => Algorithm::PS256,
        "PS384" => Algorithm::PS384,
        "PS512" => Algorithm::PS512,
        "ES256" => Algorithm::ES256,
        "ES384" => Algorithm::ES384,
        "EdDSA" => Algorithm::EdDSA,
        _ => return None,
    })
}

impl Provider {
    /// Discovers the provider (`/.well-known/openid-configuration`): its
    /// issuer must be the one given, its endpoints https (http only when
    /// the issuer is loopback), S256 offered when it lists its methods.
    pub async fn discover(options: Options) -> Result<Provider> {
        let issuer = issuer_url(&options.issuer)?;
        let loopback = crate::config::base_url::is_loopback(&issuer);
        let mut builder = reqwest::Client::builder()
            .timeout(PROVIDER_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none());
        if loopback {
            builder = builder.no_proxy();
        }
        let http = crate::api::tls::trusting(builder, None)
            .build()
            .map_err(|e| Error::failure(format!("the identity provider's client: {e}")))?;
        let well_known = format!(
            "{}/.well-known/openid-configuration",
            issuer.as_str().trim_end_matches('/')
        );
        let resp = http.get(&well_known).send().await.map_err(|e| {
            Error::failure(format!(
                "cannot reach the identity provider at {well_known}: {e}"
            ))
            .with_hint("check --oidc-issuer and that the gateway can reach it")
        })?;
        if !resp.status().is_success() {
            return Err(Error::usage(format!(
                "--oidc-issuer: {well_known} answered {}: not an OpenID Connect issuer",
                resp.status().as_u16()
            )));
        }
        let doc: Discovery = resp.json().await.map_err(|e| {
            Error::usage(format!(
                "--oidc-issuer: {well_known} is not an OpenID Connect discovery document ({e})"
            ))
        })?;
        let given = issuer.as_str().trim_end_matches('/');
        if doc.issuer.trim_end_matches('/') != given {
            return Err(Error::usage(format!(
                "--oidc-issuer {given}: the provider names its issuer {:?}; give exactly that",
                doc.issuer
            )));
        }
        single_tenant(&Url::parse(&doc.issuer).map_err(|_| {
            Error::usage("--oidc-issuer: the provider's issuer is not a URL".to_string())
        })?)?;
        let endpoint = |what: &str, text: &str| -> Result<Url> {
            let u = Url::parse(text).map_err(|_| {
                Error::usage(format!("--oidc-issuer: the provider's {what} is not a URL"))
            })?;
            if u.scheme() != "https" && !(loopback && u.scheme() == "http") {
                return Err(Error::usage(format!(
                    "--oidc-issuer: the provider's {what} {u} is not https"
                )));
            }
            Ok(u)
        };
        if let Some(methods) = &doc.code_challenge_methods_supported {
            if !methods.iter().any(|m| m == "S256") {
                return Err(Error::usage(
                    "--oidc-issuer: the provider does not offer PKCE S256",
                ));
            }
        }
        let algorithms: Vec<Algorithm> = if doc.id_token_signing_alg_values_supported.is_empty() {
            vec![Algorithm::RS256]
        } else {
            doc.id_token_signing_alg_values_supported
                .iter()
                .filter_map(|a| algorithm(a))
                .collect()
        };
        if algorithms.is_empty() {
            return Err(Error::usage(
                "--oidc-issuer: the provider signs ID tokens with no algorithm talent accepts (RS*, PS*, ES256, ES384, EdDSA)",
            ));
        }
        let secret_post = options.client_secret.is_some()
            && !doc
                .token_endpoint_auth_methods_supported
                .iter()
                .any(|m| m == "client_secret_basic")
            && doc
                .token_endpoint_auth_methods_supported
                .iter()
                .any(|m| m == "client_secret_post");
        Ok(Provider {
            authorization_endpoint: endpoint(
                "authorization endpoint",
                &doc.authorization_endpoint,
            )?,
            token_endpoint: endpoint("token endpoint", &doc.token_endpoint)?,
            userinfo_endpoint: doc
                .userinfo_endpoint
                .as_deref()
                .map(|u| endpoint("userinfo endpoint", u))
                .transpose()?,
            jwks_uri: endpoint("jwks_uri", &doc.jwks_uri)?,
            issuer: doc.issuer,
            algorithms,
            secret_post,
            http,
            keys: tokio::sync::Mutex::new(None),
            options,
        })
    }

    /// The provider's issuer, as it names itself.
    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    /// Where the browser goes to sign in.
    pub fn authorize_url(&self, state: &str, nonce: &str, challenge: &str) -> Url {
        let mut u = self.authorization_endpoint.clone();
        u.query_pairs_mut()
            .append_pair("response_type", "code")
            .append_pair("client_id", &self.options.client_id)
            .append_pair("redirect_uri", &self.options.redirect_uri)
            .append_pair("scope", "openid email profile")
            .append_pair("state", state)
            .append_pair("nonce", nonce)
            .append_pair("code_challenge", challenge)
            .append_pair("code_challenge_method", "S256");
        u
    }

    /// The e-mail that may match a member the first time: present,
    /// verified, and — with `--oidc-domain` — of that Google Workspace
    /// domain (`hd`).
    pub fn usable_email(&self, id: &Identity) -> Option<String> {
        if !id.email_verified {
            return None;
        }
        if let Some(domain) = &self.options.domain {
            if !id
                .hd
                .as_deref()
                .is_some_and(|hd| hd.eq_ignore_ascii_case(domain))
            {
                return None;
            }
        }
        id.email.clone()
    }

    /// The provider's keys (fetched again when older than an hour, or when
    /// `refresh`).
    async fn keys(&self, refresh: bool) -> Result<Arc<JwkSet>> {
        let mut keys = self.keys.lock().await;
        if let Some((at, set)) = keys.as_ref() {
            if !refresh && at.elapsed() < KEYS_FRESH {
                return Ok(Arc::clone(set));
            }
        }
        let set: JwkSet = self
            .http
            .get(self.jwks_uri.clone())
            .send()
            .await
            .and_then(|r| r.error_for_status())
            .map_err(|e| Error::failure(format!("the provider's keys: {e}")))?
            .json()
            .await
            .map_err(|e| Error::failure(format!("the provider's keys are not a JWK set: {e}")))?;
        let set = Arc::new(set);
        *keys = Some((Instant::now(), Arc::clone(&set)));
        Ok(set)
    }

    /// The code exchanged with the PKCE verifier at the token endpoint;
    /// the ID token verified and its `nonce` checked; the e-mail from the
    /// userinfo endpoint when the ID token has none.
    pub async fn exchange(&self, code: &str, verifier: &str, nonce: &str) -> Result<Identity> {
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", self.options.redirect_uri.as_str()),
            ("code_verifier", verifier),
            ("client_id", self.options.client_id.as_str()),
        ];
        let secret = self
            .options
            .client_secret
            .as_ref()
            .map(|s| s.expose_secret());
        if let (true, Some(s)) = (self.secret_post, secret) {
            form.push(("client_secret", s));
        }
        let mut req = self
            .http
            .post(self.token_endpoint.clone())
            .header("Accept", "application/json")
            .body(
                url::form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(&form)
                    .finish(),
            )
            .header("Content-Type", "application/x-www-form-urlencoded");
        if let (false, Some(s)) = (self.secret_post, secret) {
            // RFC 6749 2.3.1: each part form-encoded before Basic.
            let enc =
                |t: &str| url::form_urlencoded::byte_serialize(t.as_bytes()).collect::<String>();
            req = req.basic_auth(enc(&self.options.client_id), Some(enc(s)));
        }
        let resp = req
            .send()
            .await
            .map_err(|e| Error::failure(format!("the provider's token endpoint: {e}")))?;
        let status = resp.status();
        let body: Value = resp.json().await.map_err(|_| {
            Error::failure(format!(
                "the provider's token endpoint answered {status} without JSON"
            ))
        })?;
        if !status.is_success() {
            let err = body.get("error").and_then(Value::as_str).unwrap_or("?");
            return Err(Error::auth(format!(
                "the provider's token endpoint refused the code ({status}, {err})"
            )));
        }
        let id_token = body
            .get("id_token")
            .and_then(Value::as_str)
            .ok_or_else(|| Error::auth("the provider's answer has no ID token"))?;
        let claims = self.verify(id_token, nonce).await?;
        let mut id = Identity {
            iss: claims.iss,
            sub: claims.sub,
            email: claims.email,
            email_verified: truthy(claims.email_verified.as_ref()),
            hd: claims.hd,
        };
        let access = body.get("access_token").and_then(Value::as_str);
        if let (None, Some(ui), Some(access)) = (&id.email, &self.userinfo_endpoint, access) {
            let info: Option<Value> =
                match self.http.get(ui.clone()).bearer_auth(access).send().await {
                    Ok(r) if r.status().is_success() => r.json().await.ok(),
                    _ => None,
                };
            if let Some(info) =
                info.filter(|i| i.get("sub").and_then(Value::as_str) == Some(id.sub.as_str()))
            {
                id.email = info
                    .get("email")
                    .and_then(Value::as_str)
                    .map(str::to_string);
                id.email_verified = truthy(info.get("email_verified"));
                if id.hd.is_none() {
                    id.hd = info.get("hd").and_then(Value::as_str).map(str::to_string);
                }
            }
        }
        Ok(id)
    }

    /// The ID token's signature, `iss`, `aud`, `exp` and `iat` by
    /// `jsonwebtoken`, against the provider's published keys; then `azp`
    /// (when several audiences) and the `nonce` this flow sent.
    pub async fn verify(&self, id_token: &str, nonce: &str) -> Result<Claims> {
        let header = jsonwebtoken::decode_header(id_token)
            .map_err(|e| Error::auth(format!("the ID token is not a JWT: {e}")))?;
        let mut keys = self.keys(false).await?;
        if header
            .kid
            .as_deref()
            .is_some_and(|k| keys.find(k).is_none())
        {
            keys = self.keys(true).await?;
        }
        verify_with(
            id_token,
            &keys,
            &self.algorithms,
            &self.issuer,
            &self.options.client_id,
            nonce,
        )
    }
}

/// The check itself, apart from the network (tested with tokens signed
/// here): the key named by `kid` (or the only one), an algorithm of
/// `allowed`, `iss` exactly, `aud` holding `client_id`, `exp`, `iat`; then
/// `azp` and `nonce`.
pub fn verify_with(
    id_token: &str,
    keys: &JwkSet,
    allowed: &[Algorithm],
    issuer: &str,
    client_id: &str,
    nonce: &str,
) -> Result<Claims> {
    let header = jsonwebtoken::decode_header(id_token)
        .map_err(|e| Error::auth(format!("the ID token is not a JWT: {e}")))?;
    if !allowed.contains(&header.alg) {
        return Err(Error::auth(format!(
            "the ID token is signed with {:?}, which the provider does not use",
            header.alg
        )));
    }
    let jwk = match header.kid.as_deref() {
        Some(kid) => keys.find(kid),
        None if keys.keys.len() == 1 => keys.keys.first(),
        None => None,
    }
    .ok_or_else(|| Error::auth("the ID token names no key the provider publishes"))?;
    let key = DecodingKey::from_jwk(jwk)
        .map_err(|e| Error::auth(format!("the provider's key cannot be used: {e}")))?;
    let mut validation = Validation::new(header.alg);
    validation.set_audience(&[client_id]);
    validation.set_issuer(&[issuer]);
    validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
    validation.leeway = 60;
    let data = jsonwebtoken::decode::<Claims>(id_token, &key, &validation)
        .map_err(|e| Error::auth(format!("the ID token did not verify: {e}")))?;
    let claims = data.claims;
    let several = claims.aud.as_array().is_some_and(|a| a.len() > 1);
    if several && claims.azp.as_deref() != Some(client_id) {
        return Err(Error::auth(
            "the ID token has several audiences and is not for this gateway (azp)",
        ));
    }
    let nonce_ok = claims.nonce.as_deref().is_some_and(|n| {
        use subtle::ConstantTimeEq;
        n.len() == nonce.len() && bool::from(n.as_bytes().ct_eq(nonce.as_bytes()))
    });
    if !nonce_ok {
        return Err(Error::auth("the ID token's nonce is not this sign-in's"));
    }
    Ok(claims)
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine as _;
    use jsonwebtoken::{EncodingKey, Header};
    use ring::signature::{EcdsaKeyPair, KeyPair, ECDSA_P256_SHA256_FIXED_SIGNING};

    /// A P-256 key made here, as a provider's JWK set and a signer.
    fn provider_key(kid: &str) -> (JwkSet, EncodingKey) {
        let rng = ring::rand::SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).unwrap();
        let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng)
            .unwrap();
        let public = pair.public_key().as_ref();
        let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
        let jwks: JwkSet = serde_json::from_value(serde_json::json!({"keys": [{
            "kty": "EC", "crv": "P-256", "kid": kid, "use": "sig", "alg": "ES256",
            "x": b64(&public[1..33]), "y": b64(&public[33..65]),
        }]}))
        .unwrap();
        (jwks, EncodingKey::from_ec_der(pkcs8.as_ref()))
    }

    fn signed(key: &EncodingKey, kid: &str, claims: Value) -> String {
        let mut header = Header::new(Algorithm::ES256);
        header.kid = Some(kid.to_string());
        jsonwebtoken::encode(&header, &claims, key).unwrap()
    }

    fn claims(iss: &str, aud: Value, nonce: &str) -> Value {
        let now = jsonwebtoken::get_current_timestamp();
        serde_json::json!({
            "iss": iss, "sub": "user-1", "aud": aud, "nonce": nonce,
            "iat": now, "exp": now + 300, "email": "asha@example.com", "email_verified": true,
        })
    }

    const ISS: &str = "https://idp.example.com";

    #[test]
    fn an_id_token_with_the_wrong_aud_iss_or_nonce_is_refused() {
        let (jwks, key) = provider_key("k1");
        let ok = signed(&key, "k1", claims(ISS, "gw".into(), "n1"));
        let c = verify_with(&ok, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").expect("verifies");
        assert_eq!(c.sub, "user-1");
        let wrong_aud = signed(&key, "k1", claims(ISS, "other-app".into(), "n1"));
        assert!(verify_with(&wrong_aud, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").is_err());
        let wrong_iss = signed(
            &key,
            "k1",
            claims("https://evil.example", "gw".into(), "n1"),
        );
        assert!(verify_with(&wrong_iss, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").is_err());
        assert!(verify_with(&ok, &jwks, &[Algorithm::ES256], ISS, "gw", "n2").is_err());
        // Several audiences without azp naming this gateway.
        let several = signed(
            &key,
            "k1",
            claims(ISS, serde_json::json!(["gw", "x"]), "n1"),
        );
        assert!(verify_with(&several, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").is_err());
        // Another key's signature, an expired token, an algorithm not offered.
        let (_, other) = provider_key("k1");
        let forged = signed(&other, "k1", claims(ISS, "gw".into(), "n1"));
        assert!(verify_with(&forged, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").is_err());
        let mut old = claims(ISS, "gw".into(), "n1");
        old["exp"] = serde_json::json!(jsonwebtoken::get_current_timestamp() - 3600);
        let old = signed(&key, "k1", old);
        assert!(verify_with(&old, &jwks, &[Algorithm::ES256], ISS, "gw", "n1").is_err());
        assert!(verify_with(&ok, &jwks, &[Algorithm::RS256], ISS, "gw", "n1").is_err());
    }

    #[test]
    fn a_multi_tenant_issuer_is_refused() {
        for bad in [
            "https://login.microsoftonline.com/common/v2.0",
            "https://login.microsoftonline.com/organizations/v2.0",
            "https://login.microsoftonline.com/consumers/v2.0",
            "http://idp.example.com",
        ] {
            assert!(issuer_url(bad).is_err(), "{bad}");
        }
        for good in [
            "https://login.microsoftonline.com/0b3c0d5e-1111-2222-3333-444455556666/v2.0",
            "https://accounts.google.com",
            "https://acme.okta.com/oauth2/default",
            "http://127.0.0.1:9000",
        ] {
            assert!(issuer_url(good).is_ok(), "{good}");
        }
    }
}
