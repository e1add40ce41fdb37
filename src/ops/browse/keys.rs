//! The window's keys: one table says which key does what in which part of
//! the window, and the footer and the help screen are generated from it, so
//! neither can name a key that does something else (gh-dash's `keys.go`).

/// A key as the window reads it (the command maps the terminal's events to
/// these, so the state machine knows nothing of the terminal library).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Char(char),
    /// A letter with Ctrl held (`Ctrl('c')`).
    Ctrl(char),
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    Enter,
    Esc,
    Backspace,
}

/// Which part of the window has the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The list of hits.
    List,
    /// Typing a filter after `/`.
    Filter,
    /// A question before a spend: y or n.
    Question,
    /// Choosing the job an invite is for.
    Jobs,
    /// The help screen.
    Help,
}

impl Scope {
    pub fn title(self) -> &'static str {
        match self {
            Scope::List => "In the list",
            Scope::Filter => "While typing a filter",
            Scope::Question => "At a question",
            Scope::Jobs => "Choosing a job",
            Scope::Help => "On this screen",
        }
    }

    pub const ALL: [Scope; 5] = [
        Scope::List,
        Scope::Filter,
        Scope::Question,
        Scope::Jobs,
        Scope::Help,
    ];
}

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Down,
    Up,
    PageDown,
    PageUp,
    Top,
    Bottom,
    Filter,
    Mark,
    Unlock,
    Invite,
    NextPage,
    PrevPage,
    Help,
    Quit,
    /// Ctrl-C: leave at once, exit 130, nothing printed.
    Interrupt,
    /// Keep the typed filter and go back to the list.
    KeepFilter,
    /// Clear the filter and go back to the list.
    ClearFilter,
    /// Delete the last typed character.
    Erase,
    Yes,
    No,
    Choose,
    Cancel,
    CloseHelp,
}

/// One line of the key map.
pub struct Binding {
    pub scope: Scope,
    pub keys: &'static [Key],
    /// The keys as the footer and help name them.
    pub shown: &'static str,
    /// What they do, in a word or a few (the footer shows it).
    pub what: &'static str,
    pub action: Action,
    /// Shown in the footer (everything is shown on the help screen).
    pub footer: bool,
}

const fn b(
    scope: Scope,
    keys: &'static [Key],
    shown: &'static str,
    what: &'static str,
    action: Action,
    footer: bool,
) -> Binding {
    Binding {
        scope,
        keys,
        shown,
        what,
        action,
        footer,
    }
}

use Key::*;
use Scope::*;

/// The key map: the contract's *browse* keys, plus the keys of the window's
/// questions and screens. Order is the footer's order.
pub const BINDINGS: &[Binding] = &[
    b(List, &[Char('q')], "q", "quit", Action::Quit, true),
    b(List, &[Char('?')], "?", "help", Action::Help, true),
    b(List, &[Down, Char('j')], "↓/j", "down", Action::Down, false),
    b(List, &[Up, Char('k')], "↑/k", "up", Action::Up, false),
    b(List, &[Down, Up], "↓↑", "move", Action::Down, true),
    b(
        List,
        &[PageDown],
        "PgDn",
        "a screen down",
        Action::PageDown,
        false,
    ),
    b(
        List,
        &[PageUp],
        "PgUp",
        "a screen up",
        Action::PageUp,
        false,
    ),
    b(List, &[Char('g'), Home], "g", "first", Action::Top, false),
    b(List, &[Char('G'), End], "G", "last", Action::Bottom, false),
    b(List, &[Char('/')], "/", "filter", Action::Filter, true),
    b(List, &[Char(' ')], "space", "mark", Action::Mark, true),
    b(List, &[Char('u')], "u", "unlock", Action::Unlock, true),
    b(List, &[Char('i')], "i", "invite", Action::Invite, true),
    b(List, &[Char('n')], "n", "next page", Action::NextPage, true),
    b(List, &[Char('p')], "p", "previous", Action::PrevPage, true),
    b(
        List,
        &[Esc],
        "Esc",
        "clear the filter",
        Action::ClearFilter,
        false,
    ),
    b(Filter, &[Enter], "Enter", "keep", Action::KeepFilter, true),
    b(Filter, &[Esc], "Esc", "clear", Action::ClearFilter, true),
    b(Filter, &[Backspace], "⌫", "erase", Action::Erase, false),
    b(Filter, &[Down], "↓", "down", Action::Down, false),
    b(Filter, &[Up], "↑", "up", Action::Up, false),
    b(
        Question,
        &[Char('y'), Char('1')],
        "y/1",
        "yes, spend",
        Action::Yes,
        true,
    ),
    b(
        Question,
        &[Char('n'), Char('2'), Esc, Enter, Char('q')],
        "n/2/Esc/Enter",
        "no (sends nothing)",
        Action::No,
        true,
    ),
    b(Jobs, &[Enter], "Enter", "choose", Action::Choose, true),
    b(Jobs, &[Down, Char('j')], "↓/j", "down", Action::Down, false),
    b(Jobs, &[Up, Char('k')], "↑/k", "up", Action::Up, false),
    b(Jobs, &[Down, Up], "↓↑", "move", Action::Down, true),
    b(
        Jobs,
        &[Esc, Char('q')],
        "Esc/q",
        "cancel",
        Action::Cancel,
        true,
    ),
    b(
        Help,
        &[Esc, Char('?'), Char('q'), Enter],
        "Esc/?/q",
        "close",
        Action::CloseHelp,
        true,
    ),
];

/// Ctrl-C, in every scope.
pub const INTERRUPT: Binding = b(
    List,
    &[Ctrl('c')],
    "Ctrl-C",
    "leave at once (exit 130, nothing printed)",
    Action::Interrupt,
    false,
);

/// What `key` does in `scope`. A binding that only names keys for the footer
/// (`↓↑ move`) is skipped: its keys are bound one by one above it.
pub fn action(scope: Scope, key: Key) -> Option<Action> {
    if INTERRUPT.keys.contains(&key) {
        return Some(Action::Interrupt);
    }
    BINDINGS
        .iter()
        .filter(|b| b.scope == scope && !is_summary(b))
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

/// A footer-only line that sums up keys bound one by one (`↓↑ move`).
fn is_summary(b: &Binding) -> bool {
    b.footer
        && b.keys.len() > 1
        && BINDINGS.iter().any(|o| {
            !std::ptr::eq(o, b) && o.scope == b.scope && !o.footer && o.keys.contains(&b.keys[0])
        })
}

/// The footer's entries for `scope`: (keys, what), in the table's order.
pub fn footer(scope: Scope) -> impl Iterator<Item = (&'static str, &'static str)> {
    BINDINGS
        .iter()
        .filter(move |b| b.scope == scope && b.footer)
        .map(|b| (b.shown, b.what))
}

/// The help screen's entries for `scope`: every binding but the footer's
/// summaries, which repeat what the single keys say.
pub fn help(scope: Scope) -> impl Iterator<Item = (&'static str, &'static str)> {
    BINDINGS
        .iter()
        .filter(move |b| b.scope == scope && !is_summary(b))
        .map(|b| (b.shown, b.what))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key the footer names does what the footer says it does.
    #[test]
    fn the_footer_never_lies() {
        for scope in Scope::ALL {
            for b in BINDINGS.iter().filter(|b| b.scope == scope && b.footer) {
                for key in b.keys {
                    let got = action(scope, *key);
                    assert!(
                        got.is_some(),
                        "{:?} {key:?} in the footer does nothing",
                        scope
                    );
                    if !is_summary(b) {
                        assert_eq!(got, Some(b.action), "{scope:?} {key:?}");
                    }
                }
            }
        }
    }

    /// One key, one action per scope: no binding hides another.
    #[test]
    fn no_key_is_bound_twice_in_a_scope() {
        for scope in Scope::ALL {
            let mut seen: Vec<Key> = Vec::new();
            for b in BINDINGS
                .iter()
                .filter(|b| b.scope == scope && !is_summary(b))
            {
                for k in b.keys {
                    assert!(!seen.contains(k), "{scope:?}: {k:?} bound twice");
                    seen.push(*k);
                }
            }
        }
    }

    #[test]
    fn the_contract_keys_are_bound() {
        let list = |k| action(Scope::List, k);
        assert_eq!(list(Key::Char('j')), Some(Action::Down));
        assert_eq!(list(Key::Down), Some(Action::Down));
        assert_eq!(list(Key::Char('k')), Some(Action::Up));
        assert_eq!(list(Key::PageDown), Some(Action::PageDown));
        assert_eq!(list(Key::PageUp), Some(Action::PageUp));
        assert_eq!(list(Key::Char('g')), Some(Action::Top));
        assert_eq!(list(Key::Char('G')), Some(Action::Bottom));
        assert_eq!(list(Key::Char('/')), Some(Action::Filter));
        assert_eq!(list(Key::Char(' ')), Some(Action::Mark));
        assert_eq!(list(Key::Char('u')), Some(Action::Unlock));
        assert_eq!(list(Key::Char('i')), Some(Action::Invite));
        assert_eq!(list(Key::Char('n')), Some(Action::NextPage));
        assert_eq!(list(Key::Char('p')), Some(Action::PrevPage));
        assert_eq!(list(Key::Char('?')), Some(Action::Help));
        assert_eq!(list(Key::Char('q')), Some(Action::Quit));
        assert_eq!(action(Scope::Question, Key::Char('y')), Some(Action::Yes));
        // "no" is the default: Enter answers no.
        assert_eq!(action(Scope::Question, Key::Enter), Some(Action::No));
        assert_eq!(action(Scope::Question, Key::Esc), Some(Action::No));
        assert_eq!(
            action(Scope::Question, Key::Ctrl('c')),
            Some(Action::Interrupt)
        );
    }
}
