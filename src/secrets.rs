//! The key kept out of everything talent prints (issue 46, finding 3): a
//! job titled `leak $TALENT_API_KEY` (anyone on the workspace can make
//! one) put the live key into `report --html`, `-o json` and the table.
//! The printer masks it once, in every record before it is rendered (so a
//! table that cuts a cell never shows half a key), in the raw bodies it
//! writes and in the pages it puts in files, whatever the command.
//!
//! One [`Secrets`] is shared by the [`crate::ui::Ui`] (its stderr lines)
//! and the [`crate::output::Printer`] (its data): a key learnt after the printer
//! was built (the client is made lazily) is masked from then on. All the
//! forms of every secret are one automaton: a string is searched once,
//! and nothing is searched while no secret is known.

use std::borrow::Cow;
use std::sync::{Arc, RwLock};

use aho_corasick::{AhoCorasick, MatchKind};
use serde_json::Value;

/// What a secret is replaced by (the same word as on stderr).
pub const MASK: &str = "[redacted]";

#[derive(Default)]
struct Inner {
    /// Every form of every secret, longest first.
    forms: Vec<String>,
    /// The forms as one automaton; `None` while there are none.
    finder: Option<AhoCorasick>,
}

/// The secrets of a run (the API key in each form a URL or body carries
/// it), shared by clones.
#[derive(Clone, Default)]
pub struct Secrets(Arc<RwLock<Inner>>);

impl std::fmt::Debug for Secrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the secrets themselves.
        write!(f, "Secrets({})", self.read().forms.len())
    }
}

impl Secrets {
    fn read(&self) -> std::sync::RwLockReadGuard<'_, Inner> {
        self.0.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Masks each of `forms` (empty ones are ignored) from now on.
    pub fn add<I, S>(&self, forms: I)
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        let mut inner = self.0.write().unwrap_or_else(|e| e.into_inner());
        let mut changed = false;
        for form in forms {
            let form = form.into();
            if !form.is_empty() && !inner.forms.contains(&form) {
                inner.forms.push(form);
                changed = true;
            }
        }
        if !changed {
            return;
        }
        // The longest first, so no form is left half-replaced.
        inner.forms.sort_by_key(|s| std::cmp::Reverse(s.len()));
        inner.finder = AhoCorasick::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .build(&inner.forms)
            .ok();
    }

    /// Whether no secret is known (nothing is searched then).
    pub fn is_empty(&self) -> bool {
        self.read().finder.is_none()
    }

    /// `text` with every secret masked; `None` when it holds none (one
    /// search).
    pub fn mask_str(&self, text: &str) -> Option<String> {
        let inner = self.read();
        let finder = inner.finder.as_ref()?;
        if !finder.is_match(text) {
            return None;
        }
        let masks = vec![MASK; inner.forms.len()];
        Some(finder.replace_all(text, &masks))
    }

    /// `bytes` with every secret masked (one search; borrowed when it
    /// holds none).
    pub fn mask_bytes<'a>(&self, bytes: &'a [u8]) -> Cow<'a, [u8]> {
        let inner = self.read();
        let Some(finder) = inner.finder.as_ref() else {
            return Cow::Borrowed(bytes);
        };
        if !finder.is_match(bytes) {
            return Cow::Borrowed(bytes);
        }
        let masks = vec![MASK.as_bytes(); inner.forms.len()];
        Cow::Owned(finder.replace_all_bytes(bytes, &masks))
    }

    /// `value` with every secret masked in every string and every name;
    /// borrowed (nothing copied) when none holds one. Each string is
    /// searched once to find out, and only a record that holds a secret is
    /// copied.
    pub fn mask_value<'a>(&self, value: &'a Value) -> Cow<'a, Value> {
        let inner = self.read();
        let Some(finder) = inner.finder.as_ref() else {
            return Cow::Borrowed(value);
        };
        if !holds(finder, value) {
            return Cow::Borrowed(value);
        }
        let masks = vec![MASK; inner.forms.len()];
        Cow::Owned(masked(finder, &masks, value))
    }
}

fn holds(finder: &AhoCorasick, value: &Value) -> bool {
    match value {
        Value::String(s) => finder.is_match(s),
        Value::Array(a) => a.iter().any(|v| holds(finder, v)),
        Value::Object(m) => m
            .iter()
            .any(|(k, v)| finder.is_match(k) || holds(finder, v)),
        _ => false,
    }
}

fn masked(finder: &AhoCorasick, masks: &[&str], value: &Value) -> Value {
    let text = |s: &str| {
        if finder.is_match(s) {
            finder.replace_all(s, masks)
        } else {
            s.to_string()
        }
    };
    match value {
        Value::String(s) => Value::String(text(s)),
        Value::Array(a) => Value::Array(a.iter().map(|v| masked(finder, masks, v)).collect()),
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, v)| (text(k), masked(finder, masks, v)))
                .collect(),
        ),
        v => v.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const KEY: &str = "tsk_live_0123456789abcdef";

    #[test]
    fn nothing_is_copied_or_searched_while_no_secret_is_known() {
        let s = Secrets::default();
        assert!(s.is_empty());
        let v = json!({"title": format!("leak {KEY}")});
        assert!(matches!(s.mask_value(&v), Cow::Borrowed(_)));
        assert_eq!(s.mask_str(KEY), None);
    }

    #[test]
    fn the_key_is_masked_in_every_string_and_name_and_a_clone_sees_it_later() {
        let s = Secrets::default();
        let printer_side = s.clone();
        s.add([KEY.to_string(), String::new()]);
        let v = json!({"jobs": [{"title": format!("leak {KEY} and {KEY}"), KEY: 1}], "n": 2});
        let m = printer_side.mask_value(&v);
        assert_eq!(
            *m,
            json!({"jobs": [{"title": "leak [redacted] and [redacted]", "[redacted]": 1}], "n": 2})
        );
        let plain = json!({"title": "nothing here"});
        assert!(matches!(printer_side.mask_value(&plain), Cow::Borrowed(_)));
        assert_eq!(
            &*printer_side.mask_bytes(format!("{{\"a\":\"{KEY}\"}}").as_bytes()),
            b"{\"a\":\"[redacted]\"}"
        );
        assert!(!format!("{s:?}").contains(KEY));
    }

    #[test]
    fn a_longer_form_is_masked_whole() {
        let s = Secrets::default();
        s.add(["abcdefgh", "abcdefgh%2B1"]);
        assert_eq!(
            s.mask_str("x abcdefgh%2B1 y").as_deref(),
            Some("x [redacted] y")
        );
    }
}
