//! What several commands share: paging through lists, reading message text and
//! id lists, and asking before destructive actions. No printing of its own:
//! records go to the printer, notices to the ui.

use std::future::Future;
use std::io::Read;
use std::path::Path;

use clap::Args;
use serde_json::Value;

use crate::api::types::{AltPage, MainPage, SearchPage};
use crate::output::View;
use crate::{Error, Result};

use super::pages::{showing_line, Fetched, PageFlags};
use super::Context;

/// `--limit N` / `--all` of every list command.
#[derive(Debug, Clone, Args)]
pub struct ListArgs {
    /// Fetch pages until N records
    #[arg(long, value_name = "N", conflicts_with = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Fetch every page until the end
    #[arg(long)]
    pub all: bool,
}

/// How many records a list command fetches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Take {
    /// One page (the service's default page size unless a size is given).
    OnePage,
    /// Pages until this many records.
    UpTo(u64),
    /// Pages until the end.
    All,
}

impl ListArgs {
    pub fn take(&self) -> Take {
        match (self.limit, self.all) {
            (Some(n), _) => Take::UpTo(n),
            (None, true) => Take::All,
            (None, false) => Take::OnePage,
        }
    }
}

impl Take {
    /// The page size to ask for: the user's, else the largest the route allows
    /// when several pages are wanted (fewer requests, fewer quota units), else
    /// none (the service's default).
    pub fn page_size(self, requested: Option<u32>, max: u32) -> Option<u32> {
        match (requested, self) {
            (Some(n), _) => Some(n),
            (None, Take::OnePage) => None,
            (None, Take::UpTo(n)) => Some(n.min(u64::from(max)) as u32),
            (None, Take::All) => Some(max),
        }
    }
}

/// One page as a list command sees it.
#[derive(Debug, Default)]
pub struct Page {
    pub items: Vec<Value>,
    /// Total records across pages, when the service says.
    pub total: Option<u64>,
    /// Records per page, as the service answered.
    pub page_size: Option<u32>,
    /// `ai` / `structured` for search.
    pub kind: Option<String>,
}

impl From<MainPage> for Page {
    fn from(p: MainPage) -> Self {
        Page {
            items: p.results,
            total: p.total_count,
            page_size: p.page_size,
            kind: None,
        }
    }
}

impl From<AltPage> for Page {
    fn from(p: AltPage) -> Self {
        Page {
            items: p.data,
            total: p.total,
            page_size: p.per_page,
            kind: None,
        }
    }
}

impl From<SearchPage> for Page {
    fn from(p: SearchPage) -> Self {
        Page {
            items: p.results,
            total: p.total_count,
            page_size: p.page_size,
            kind: p.search_type,
        }
    }
}

/// What [`stream_pages`] printed, and what the first page said about the
/// whole list (later pages say the same).
#[derive(Debug, Default)]
pub struct Streamed {
    pub printed: u64,
    pub total: Option<u64>,
    pub page_size: Option<u32>,
    pub kind: Option<String>,
}

impl Streamed {
    /// Prints the `Showing …` notice (hidden by `--quiet`). `asked_size` is
    /// the page size sent, used when the service does not echo one.
    pub fn report(self, ctx: &Context, first_page: u32, asked_size: Option<u32>, flags: PageFlags) {
        let fetched = Fetched {
            first_page,
            page_size: self.page_size.or(asked_size).unwrap_or(flags.default_size),
            printed: self.printed,
            total: self.total,
            kind: self.kind,
        };
        if let Some(line) = showing_line(&fetched, flags) {
            ctx.ui.status(&line);
        }
    }
}

/// Fetches pages from `first_page` on and streams each record to the printer as
/// it arrives (so `-o jsonl` is a live stream). Stops at the end of the list,
/// at the limit, or after one page.
pub async fn stream_pages<F, Fut>(
    ctx: &Context,
    view: &View,
    take: Take,
    first_page: u32,
    mut fetch: F,
) -> Result<Streamed>
where
    F: FnMut(u32) -> Fut,
    Fut: Future<Output = Result<Page>>,
{
    let mut out = ctx.printer().list(&ctx.ui, view);
    let mut printed = 0u64;
    let mut page = first_page.max(1);
    let mut seen = 0u64;
    let mut first: Option<Streamed> = None;
    loop {
        let batch = fetch(page).await?;
        let got = batch.items.len() as u64;
        seen += got;
        let total = batch.total;
        if first.is_none() {
            first = Some(Streamed {
                printed: 0,
                total,
                page_size: batch.page_size,
                kind: batch.kind,
            });
        }
        for item in batch.items {
            if let Take::UpTo(n) = take {
                if printed >= n {
                    break;
                }
            }
            out.push(&item)?;
            printed += 1;
        }
        let done = match take {
            Take::OnePage => true,
            Take::UpTo(n) => printed >= n,
            Take::All => false,
        };
        let exhausted = got == 0 || total.is_some_and(|t| seen >= t);
        if done || exhausted {
            break;
        }
        page += 1;
    }
    out.finish()?;
    Ok(Streamed {
        printed,
        ..first.unwrap_or_default()
    })
}

/// A `--x TEXT` / `--x-file F` pair (`-` reads stdin): the text, else the
/// file's contents, else `None`.
pub fn text_or_file(text: Option<&str>, file: Option<&Path>) -> Result<Option<String>> {
    match (text, file) {
        (Some(t), _) => Ok(Some(t.to_string())),
        (None, Some(path)) => read_input(path).map(Some),
        (None, None) => Ok(None),
    }
}

/// `--message TEXT` or `--message-file F` (`-` reads stdin).
pub fn message_text(text: Option<&str>, file: Option<&Path>) -> Result<String> {
    let Some(msg) = text_or_file(text, file)? else {
        return Err(Error::usage("a message is required")
            .with_hint("give --message TEXT or --message-file FILE"));
    };
    if msg.trim().is_empty() {
        return Err(Error::usage("the message is empty").with_hint("write something to send"));
    }
    Ok(msg)
}

/// Reads a file, or stdin for `-`.
pub fn read_input(path: &Path) -> Result<String> {
    let mut text = String::new();
    read_path(path, |r| r.read_to_string(&mut text))?;
    Ok(text)
}

/// The exact bytes of a file, or of stdin for `-`.
pub fn read_input_bytes(path: &Path) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    read_path(path, |r| r.read_to_end(&mut bytes))?;
    Ok(bytes)
}

/// Hands `read` the file at `path`, or stdin for `-`; a failure to open or
/// read is a usage error that names what could not be read.
fn read_path(
    path: &Path,
    read: impl FnOnce(&mut dyn Read) -> std::io::Result<usize>,
) -> Result<()> {
    if path == Path::new("-") {
        read(&mut std::io::stdin()).map_err(|e| Error::usage(format!("cannot read stdin: {e}")))?;
        return Ok(());
    }
    std::fs::File::open(path)
        .and_then(|mut file| read(&mut file))
        .map_err(|e| {
            Error::usage(format!("cannot read {}: {e}", path.display()))
                .with_hint("check the path (use - for stdin)")
        })?;
    Ok(())
}

/// Ids given one a line or comma-separated; blank lines and `#` comments skipped.
pub fn parse_id_list(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .flat_map(|line| line.split(','))
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect()
}

/// Splits repeated and comma-separated flag values into one clean list.
pub fn flat_list(values: &[String]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_string)
        .collect()
}

/// Asks before a destructive action. `--yes` accepts; without a terminal (or
/// with `--no-input`) it refuses with exit 2, and nothing is sent.
pub fn confirm_destructive(ctx: &Context, question: &str, flag_hint: &str) -> Result<()> {
    match ctx.ui.confirm(question)? {
        Some(true) => Ok(()),
        Some(false) => Err(Error::usage("cancelled; nothing was sent")),
        None => Err(Error::usage(format!(
            "{} needs confirmation and there is no terminal to ask",
            flag_hint
        ))
        .with_hint("add --yes to confirm")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_lists_skip_blanks_and_comments() {
        let text = "cand_a, cand_b\n\n# a comment\ncand_c # trailing\n ,\ncand_d";
        assert_eq!(
            parse_id_list(text),
            vec!["cand_a", "cand_b", "cand_c", "cand_d"]
        );
    }

    #[test]
    fn flag_lists_take_repeats_and_commas() {
        let v = vec!["a,b".to_string(), " c ".to_string(), ",".to_string()];
        assert_eq!(flat_list(&v), vec!["a", "b", "c"]);
    }

    #[test]
    fn page_size_grows_only_when_several_pages_are_wanted() {
        assert_eq!(Take::OnePage.page_size(None, 20), None);
        assert_eq!(Take::UpTo(5).page_size(None, 20), Some(5));
        assert_eq!(Take::UpTo(500).page_size(None, 20), Some(20));
        assert_eq!(Take::All.page_size(Some(7), 20), Some(7));
    }
}
