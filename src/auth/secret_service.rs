//! The OS keyring on Linux and FreeBSD: the freedesktop Secret Service
//! (GNOME Keyring, KeePassXC, KWallet's bridge) over the session bus, as a
//! keyring-core store so the rest of `auth` treats every platform alike.
//!
//! Items are found and written exactly as `zbus-secret-service-keyring-store`
//! (used before, issue 29) did, so keys stored by earlier builds are found:
//! attributes `service` and `username`, label `keyring:{user}@{service}`, in
//! the `default` collection. The session is `plain`: the secret crosses the
//! user's own session-bus socket unencrypted, which only the same user can
//! read (see docs/assumptions.md).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use keyring_core::api::{Credential, CredentialApi, CredentialStoreApi};
use keyring_core::{Entry, Error, Result};

use super::dbus::{Bus, BusError, Value};

const DEST: &str = "org.freedesktop.secrets";
const SERVICE_PATH: &str = "/org/freedesktop/secrets";
const SERVICE: &str = "org.freedesktop.Secret.Service";
const COLLECTION: &str = "org.freedesktop.Secret.Collection";
const ITEM: &str = "org.freedesktop.Secret.Item";
const PROMPT: &str = "org.freedesktop.Secret.Prompt";
const NO_PROMPT: &str = "/";
const CONTENT_TYPE: &str = "application/octet-stream";

/// The connection and the open session, used by one call at a time.
struct Session {
    bus: Bus,
    path: String,
}

impl Session {
    fn open() -> std::result::Result<Session, BusError> {
        let mut bus = Bus::session()?;
        let reply = bus.call(
            DEST,
            SERVICE_PATH,
            SERVICE,
            "OpenSession",
            &[
                Value::Str("plain".into()),
                Value::Variant(Box::new(Value::Str(String::new()))),
            ],
        )?;
        let path = reply
            .get(1)
            .and_then(Value::as_str)
            .ok_or_else(|| BusError::Protocol("OpenSession returned no session".into()))?
            .to_owned();
        Ok(Session { bus, path })
    }

    fn call(
        &mut self,
        path: &str,
        interface: &str,
        member: &str,
        body: &[Value],
    ) -> Result<Vec<Value>> {
        self.bus
            .call(DEST, path, interface, member, body)
            .map_err(to_keyring_error)
    }

    /// Items whose attributes include all of `attributes`, unlocking the
    /// locked ones (which may ask the person through the desktop's prompt).
    fn search(&mut self, attributes: &[(&str, &str)]) -> Result<Vec<String>> {
        let reply = self.call(
            SERVICE_PATH,
            SERVICE,
            "SearchItems",
            &[Value::string_dict(attributes)],
        )?;
        let paths = |v: Option<&Value>| -> Vec<String> {
            v.and_then(Value::as_array)
                .unwrap_or_default()
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        };
        let mut unlocked = paths(reply.first());
        let locked = paths(reply.get(1));
        if !locked.is_empty() {
            self.unlock(locked.clone())?;
            unlocked.extend(locked);
        }
        Ok(unlocked)
    }

    fn unlock(&mut self, objects: Vec<String>) -> Result<()> {
        let reply = self.call(SERVICE_PATH, SERVICE, "Unlock", &[Value::paths(objects)])?;
        self.after(reply.get(1)).map(|_| ())
    }

    /// Shows a prompt and waits for its `Completed` signal; a dismissed prompt
    /// is a refusal. Returns the prompt's result.
    fn prompt(&mut self, path: &str) -> Result<Value> {
        let rule = format!("type='signal',interface='{PROMPT}',member='Completed',path='{path}'");
        self.bus
            .call(
                "org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus",
                "AddMatch",
                &[Value::Str(rule)],
            )
            .map_err(to_keyring_error)?;
        self.call(path, PROMPT, "Prompt", &[Value::Str(String::new())])?;
        let done = self
            .bus
            .wait_signal(|m| {
                m.path.as_deref() == Some(path)
                    && m.interface.as_deref() == Some(PROMPT)
                    && m.member.as_deref() == Some("Completed")
            })
            .map_err(to_keyring_error)?;
        if done.body.first().and_then(Value::as_bool).unwrap_or(true) {
            return Err(Error::NoStorageAccess(
                "the keyring is locked and its unlock prompt was dismissed".into(),
            ));
        }
        Ok(done
            .body
            .get(1)
            .map(Value::unwrap_variant)
            .cloned()
            .unwrap_or(Value::Path(NO_PROMPT.into())))
    }

    /// Runs the prompt a call returned, if any.
    fn after(&mut self, prompt: Option<&Value>) -> Result<Option<Value>> {
        match prompt.and_then(Value::as_str) {
            Some(p) if p != NO_PROMPT => {
                let p = p.to_owned();
                self.prompt(&p).map(Some)
            }
            _ => Ok(None),
        }
    }

    fn secret(&self, value: &[u8]) -> Value {
        Value::Struct(vec![
            Value::Path(self.path.clone()),
            Value::bytes(b""),
            Value::bytes(value),
            Value::Str(CONTENT_TYPE.into()),
        ])
    }

    fn get_secret(&mut self, item: &str) -> Result<Vec<u8>> {
        let session = Value::Path(self.path.clone());
        let reply = self.call(item, ITEM, "GetSecret", &[session])?;
        match reply.first() {
            Some(Value::Struct(fields)) => fields
                .get(2)
                .and_then(Value::to_bytes)
                .ok_or_else(|| platform("GetSecret returned no value")),
            _ => Err(platform("GetSecret returned no secret")),
        }
    }

    fn set_secret(&mut self, item: &str, value: &[u8]) -> Result<()> {
        let secret = self.secret(value);
        self.call(item, ITEM, "SetSecret", &[secret]).map(|_| ())
    }

    fn delete(&mut self, item: &str) -> Result<()> {
        let reply = self.call(item, ITEM, "Delete", &[])?;
        self.after(reply.first()).map(|_| ())
    }

    /// The `default` collection, created (with the desktop's prompt) when
    /// there is none yet, and unlocked.
    fn default_collection(&mut self) -> Result<String> {
        let reply = self.call(
            SERVICE_PATH,
            SERVICE,
            "ReadAlias",
            &[Value::Str("default".into())],
        )?;
        let mut path = reply
            .first()
            .and_then(Value::as_str)
            .unwrap_or(NO_PROMPT)
            .to_owned();
        if path == NO_PROMPT {
            let label = Value::Array(
                "{sv}".into(),
                vec![Value::Entry(
                    Box::new(Value::Str(format!("{COLLECTION}.Label"))),
                    Box::new(Value::Variant(Box::new(Value::Str("Login".into())))),
                )],
            );
            let reply = self.call(
                SERVICE_PATH,
                SERVICE,
                "CreateCollection",
                &[label, Value::Str("default".into())],
            )?;
            path = reply
                .first()
                .and_then(Value::as_str)
                .unwrap_or(NO_PROMPT)
                .to_owned();
            if let Some(created) = self.after(reply.get(1))? {
                path = created.as_str().unwrap_or(NO_PROMPT).to_owned();
            }
            if path == NO_PROMPT {
                return Err(platform("the Secret Service created no default collection"));
            }
        }
        self.unlock(vec![path.clone()])?;
        Ok(path)
    }

    fn create_item(
        &mut self,
        label: &str,
        attributes: &[(&str, &str)],
        value: &[u8],
    ) -> Result<()> {
        let collection = self.default_collection()?;
        let property = |name: &str, v: Value| {
            Value::Entry(
                Box::new(Value::Str(format!("{ITEM}.{name}"))),
                Box::new(Value::Variant(Box::new(v))),
            )
        };
        let properties = Value::Array(
            "{sv}".into(),
            vec![
                property("Label", Value::Str(label.into())),
                property("Attributes", Value::string_dict(attributes)),
            ],
        );
        let secret = self.secret(value);
        let reply = self.call(
            &collection,
            COLLECTION,
            "CreateItem",
            &[properties, secret, Value::Bool(true)],
        )?;
        self.after(reply.get(1)).map(|_| ())
    }
}

fn platform(detail: &str) -> Error {
    Error::PlatformFailure(detail.to_owned().into())
}

fn to_keyring_error(e: BusError) -> Error {
    match &e {
        BusError::Remote { name, .. } if name.ends_with(".IsLocked") => {
            Error::NoStorageAccess(Box::new(e))
        }
        _ => Error::PlatformFailure(Box::new(e)),
    }
}

/// The Secret Service as a keyring-core store.
pub struct Store {
    session: Arc<Mutex<Session>>,
}

impl Store {
    /// Connects and opens a session: fails at once when there is no session
    /// bus or no Secret Service on it (cron, containers, SSH sessions).
    pub fn new() -> Result<Arc<Store>> {
        let session = Session::open().map_err(|e| Error::PlatformFailure(Box::new(e)))?;
        Ok(Arc::new(Store {
            session: Arc::new(Mutex::new(session)),
        }))
    }
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretServiceStore")
    }
}

impl CredentialStoreApi for Store {
    fn vendor(&self) -> String {
        "Secret Service (talent's own D-Bus client)".into()
    }

    fn id(&self) -> String {
        "talent secret-service".into()
    }

    fn build(
        &self,
        service: &str,
        user: &str,
        _modifiers: Option<&HashMap<&str, &str>>,
    ) -> Result<Entry> {
        Ok(Entry::new_with_credential(Arc::new(Spec {
            session: self.session.clone(),
            service: service.to_owned(),
            user: user.to_owned(),
        })))
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// A credential named by service and user: zero, one or several items.
struct Spec {
    session: Arc<Mutex<Session>>,
    service: String,
    user: String,
}

/// One item, by its path (what `Ambiguous` hands back).
struct ItemRef {
    session: Arc<Mutex<Session>>,
    path: String,
}

fn lock(session: &Mutex<Session>) -> std::sync::MutexGuard<'_, Session> {
    // A panic mid-call leaves a connection in an unknown state, but every
    // call starts with a fresh request: carry on with it.
    session
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Spec {
    fn attributes(&self) -> [(&str, &str); 2] {
        [("service", &self.service), ("username", &self.user)]
    }

    /// The one item of this credential, or `NoEntry`, or `Ambiguous`.
    fn unique(&self, session: &mut Session) -> Result<String> {
        let mut items = session.search(&self.attributes())?;
        match items.len() {
            0 => Err(Error::NoEntry),
            1 => Ok(items.remove(0)),
            _ => Err(Error::Ambiguous(
                items
                    .into_iter()
                    .map(|path| {
                        Entry::new_with_credential(Arc::new(ItemRef {
                            session: self.session.clone(),
                            path,
                        }))
                    })
                    .collect(),
            )),
        }
    }
}

impl std::fmt::Debug for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SecretServiceCredential")
            .field("service", &self.service)
            .field("user", &self.user)
            .finish()
    }
}

impl CredentialApi for Spec {
    fn set_secret(&self, secret: &[u8]) -> Result<()> {
        let mut session = lock(&self.session);
        match self.unique(&mut session) {
            Ok(item) => session.set_secret(&item, secret),
            Err(Error::NoEntry) => {
                let label = format!("keyring:{}@{}", self.user, self.service);
                session.create_item(&label, &self.attributes(), secret)
            }
            Err(e) => Err(e),
        }
    }

    fn get_secret(&self) -> Result<Vec<u8>> {
        let mut session = lock(&self.session);
        let item = self.unique(&mut session)?;
        session.get_secret(&item)
    }

    fn delete_credential(&self) -> Result<()> {
        let mut session = lock(&self.session);
        let item = self.unique(&mut session)?;
        session.delete(&item)
    }

    fn get_credential(&self) -> Result<Option<Arc<Credential>>> {
        let mut session = lock(&self.session);
        let path = self.unique(&mut session)?;
        Ok(Some(Arc::new(ItemRef {
            session: self.session.clone(),
            path,
        })))
    }

    fn get_specifiers(&self) -> Option<(String, String)> {
        Some((self.service.clone(), self.user.clone()))
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl std::fmt::Debug for ItemRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SecretServiceItem")
            .field("path", &self.path)
            .finish()
    }
}

impl CredentialApi for ItemRef {
    fn set_secret(&self, secret: &[u8]) -> Result<()> {
        let mut session = lock(&self.session);
        session.unlock(vec![self.path.clone()])?;
        session.set_secret(&self.path, secret)
    }

    fn get_secret(&self) -> Result<Vec<u8>> {
        let mut session = lock(&self.session);
        session.unlock(vec![self.path.clone()])?;
        session.get_secret(&self.path)
    }

    fn delete_credential(&self) -> Result<()> {
        let mut session = lock(&self.session);
        session.unlock(vec![self.path.clone()])?;
        session.delete(&self.path)
    }

    fn get_credential(&self) -> Result<Option<Arc<Credential>>> {
        Ok(Some(Arc::new(ItemRef {
            session: self.session.clone(),
            path: self.path.clone(),
        })))
    }

    fn get_specifiers(&self) -> Option<(String, String)> {
        None
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
