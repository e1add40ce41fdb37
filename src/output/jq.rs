//! `--jq EXPR`: a jq filter over the JSON output, built in (the jaq crates),
//! as gh has it. With `-o jsonl` it runs on each record as it streams; with
//! `-o json` on the whole array (which it then holds in memory); on one
//! record, on that record. A string result prints raw (no quotes), anything
//! else as JSON, one result per line.

use jaq_core::compile::Filter;
use jaq_core::load::{Arena, File, Loader};
use jaq_core::{data, unwrap_valr, Compiler, Ctx, Native, Vars};
use jaq_json::{read, Val};
use serde_json::Value;

use crate::{Error, Result};

/// A compiled filter.
pub struct Jq {
    expr: String,
    filter: Filter<Native<data::JustLut<Val>>>,
}

impl std::fmt::Debug for Jq {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Jq").field("expr", &self.expr).finish()
    }
}

impl Jq {
    /// Parses and compiles `expr`; a bad one is a usage error.
    pub fn compile(expr: &str) -> Result<Jq> {
        let bad = || {
            Error::usage(format!("invalid --jq expression {expr:?}")).with_hint(
                "jq syntax, e.g. --jq '.[] | .talentCardId' or --jq 'map(.experience) | add'",
            )
        };
        let defs = jaq_core::defs()
            .chain(jaq_std::defs())
            .chain(jaq_json::defs());
        let funs = jaq_core::funs()
            .chain(jaq_std::funs())
            .chain(jaq_json::funs());
        let loader = Loader::new(defs);
        let arena = Arena::default();
        let program = File {
            code: expr,
            path: (),
        };
        let modules = loader.load(&arena, program).map_err(|_| bad())?;
        let filter = Compiler::default()
            .with_funs(funs)
            .compile(modules)
            .map_err(|_| bad())?;
        Ok(Jq {
            expr: expr.to_string(),
            filter,
        })
    }

    /// Runs the filter on `input`; the text to print (each result a line).
    pub fn run(&self, input: &Value, pretty: bool) -> Result<String> {
        let bytes = serde_json::to_vec(input)
            .map_err(|e| Error::failure(format!("cannot hand the output to --jq: {e}")))?;
        let input = read::parse_single(&bytes)
            .map_err(|e| Error::failure(format!("cannot hand the output to --jq: {e}")))?;
        let ctx = Ctx::<data::JustLut<Val>>::new(&self.filter.lut, Vars::new([]));
        let mut out = String::new();
        for result in self.filter.id.run((ctx, input)).map(unwrap_valr) {
            let val = result.map_err(|e| {
                Error::usage(format!("--jq {:?} failed: {e}", self.expr))
                    .with_hint("check the expression against the JSON of -o json")
            })?;
            let text = val.to_string();
            match serde_json::from_str::<Value>(&text) {
                // Raw, but never a terminal control sequence.
                Ok(Value::String(s)) => out.extend(s.chars().filter(|&c| safe_char(c))),
                Ok(v) if pretty => {
                    out.push_str(&serde_json::to_string_pretty(&v).unwrap_or(text));
                }
                Ok(v) => out.push_str(&v.to_string()),
                Err(_) => out.push_str(&text),
            }
            out.push('\n');
        }
        Ok(out)
    }
}

/// Text a terminal shows as text: no control except newline and tab, no bidi control.
fn safe_char(c: char) -> bool {
    let control = c.is_control() && c != '\n' && c != '\t';
    !control && !super::csv::is_bidi_control(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn run(expr: &str, input: Value) -> String {
        let jq = Jq::compile(expr).unwrap_or_else(|e| panic!("{}", e.render_line()));
        jq.run(&input, false)
            .unwrap_or_else(|e| panic!("{}", e.render_line()))
    }

    #[test]
    fn strings_print_raw_and_values_as_json() {
        let hits = json!([{"id": "a", "exp": 3}, {"id": "b", "exp": 5}]);
        assert_eq!(run(".[] | .id", hits.clone()), "a\nb\n");
        assert_eq!(run("map(.exp) | add", hits.clone()), "8\n");
        assert_eq!(
            run("map(select(.exp > 4))", hits),
            "[{\"id\":\"b\",\"exp\":5}]\n"
        );
    }

    #[test]
    fn a_bad_expression_is_a_usage_error() {
        let e = Jq::compile(".[ | nope(").expect_err("bad");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        let e = Jq::compile("error(\"x\")")
            .and_then(|jq| jq.run(&json!(1), false))
            .expect_err("fails at run time");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
    }
}
