//! INR amounts: parsing (`24L`, `1.2Cr`) and display (`₹24.0L`).
//!
//! Money on the service is annual INR in whole rupees. Recruiters think in lakh
//! (1,00,000) and crore (1,00,00,000), so every flag that takes money accepts
//! `2400000`, `24,00,000`, `24L`, `24 lakh`, `1.2Cr`, `85k`, optionally written
//! after `₹`, `INR`, `Rs` or `Rs.`. Parsing is exact decimal arithmetic (the units
//! are powers of ten, so a unit only moves the decimal point): `1.2Cr` is exactly
//! 12,000,000, never 11,999,999 through a float. Fractions of a rupee are rounded
//! half up.
//!
//! A bare number under 1,000 (`60`, `₹60`, `0.5`) is refused with the forms
//! likely meant (`60L`, `60k`): no recruiter searches for ₹60 a year, and the
//! mistake would spend a search on an empty page. Zero stays zero.

use crate::Error;

/// The largest amount accepted: ₹1,00,000 crore. Anything above is a typo.
pub const MAX_INR: u64 = 1_000_000_000_000;

/// The forms accepted, shown with every rejection.
const ACCEPTED: &str = "use whole rupees (2400000, 24,00,000) or a number with a unit: \
                        24L, 24 lakh, 1.2Cr, 1.2 crore, 85k";

/// The least bare number (no unit) read as rupees; below it only zero is.
pub const LEAST_BARE_INR: u64 = 1_000;

/// Refuses a whole-rupee amount under 1,000 given without a unit (zero
/// aside), naming the forms likely meant: the check of every money input, the
/// command's flags and the MCP tools' integers alike. `typed` is the number as
/// written.
pub fn check_bare(rupees_below: bool, typed: &str) -> Result<(), Error> {
    if !rupees_below {
        return Ok(());
    }
    let n = typed.trim();
    Err(
        Error::usage(format!("the amount {n} has no unit: that is ₹{n} a year")).with_hint(
            format!(
                "did you mean {n}L (₹{n} lakh a year) or {n}k (₹{n} thousand)? \
                 a number without a unit is read as rupees from 1,000 up"
            ),
        ),
    )
}

/// Refuses an integer amount of rupees from 1 to 999 (`check_bare`).
pub fn check_rupees(n: u64) -> Result<u64, Error> {
    check_bare(n != 0 && n < LEAST_BARE_INR, &n.to_string())?;
    Ok(n)
}

/// Parses an INR amount as typed on the command line into whole rupees.
pub fn parse_inr(s: &str) -> Result<u64, Error> {
    let reject = |why: &str| {
        let mut msg = format!("invalid amount \"{}\"", s.escape_debug());
        if !why.is_empty() {
            msg.push_str(": ");
            msg.push_str(why);
        }
        Error::usage(msg).with_hint(ACCEPTED)
    };
    let body = strip_currency(s.trim());
    if body.is_empty() {
        return Err(reject("no number"));
    }
    if body.starts_with('-') {
        return Err(reject("amounts cannot be negative"));
    }
    let split = body
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | ',' | '_')))
        .unwrap_or(body.len());
    let (number, unit) = body.split_at(split);
    let shift = unit_shift(unit.trim()).ok_or_else(|| reject("unknown unit"))?;
    let decimal = Decimal::parse(number).ok_or_else(|| reject("not a number"))?;
    if shift == 0 {
        check_bare(decimal.is_small_nonzero(), number)?;
    }
    let rupees = decimal
        .shifted_rounded(shift)
        .ok_or_else(|| reject("too large"))?;
    if rupees > MAX_INR {
        return Err(reject("too large"));
    }
    Ok(rupees)
}

/// Drops a leading currency marker (`₹`, `INR`, `Rs.`, `Rs`), any case.
fn strip_currency(s: &str) -> &str {
    if let Some(rest) = s.strip_prefix('₹') {
        return rest.trim_start();
    }
    for prefix in ["inr", "rs.", "rs"] {
        if let Some(head) = s.get(..prefix.len()) {
            if head.eq_ignore_ascii_case(prefix) {
                return s[prefix.len()..].trim_start();
            }
        }
    }
    s
}

/// The power of ten a unit multiplies by; `None` for an unknown unit.
fn unit_shift(unit: &str) -> Option<u32> {
    let unit = unit.to_ascii_lowercase();
    match unit.as_str() {
        "" => Some(0),
        "k" => Some(3),
        "l" | "lakh" | "lakhs" | "lac" | "lacs" => Some(5),
        "cr" | "crore" | "crores" => Some(7),
        _ => None,
    }
}

/// A non-negative decimal number as its digits, so units move the point exactly.
#[derive(Debug)]
struct Decimal {
    int: String,
    frac: String,
}

impl Decimal {
    /// Reads `24`, `24,00,000`, `2_400_000`, `1.25`, `.5`, `5.`. Group
    /// separators are allowed only between digits of the whole part.
    fn parse(s: &str) -> Option<Decimal> {
        let (whole, frac) = match s.split_once('.') {
            Some((w, f)) => (w, f),
            None => (s, ""),
        };
        if !frac.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if whole.is_empty() && frac.is_empty() {
            return None;
        }
        let int = strip_groups(whole)?;
        Some(Decimal {
            int,
            frac: frac.to_string(),
        })
    }

    /// Whether the value is above zero and below `LEAST_BARE_INR` (as
    /// written, before any rounding: `999.6` is small).
    fn is_small_nonzero(&self) -> bool {
        let int = self.int.trim_start_matches('0');
        let zero = int.is_empty() && self.frac.bytes().all(|b| b == b'0');
        !zero && int.len() <= 3 && int.parse::<u64>().unwrap_or(0) < LEAST_BARE_INR
    }

    /// The value times 10^shift, rounded half up to an integer; `None` when it
    /// cannot fit (far above any sane amount anyway).
    fn shifted_rounded(&self, shift: u32) -> Option<u64> {
        let shift = shift as usize;
        let mut digits = self.int.trim_start_matches('0').to_string();
        let frac = self.frac.as_bytes();
        for i in 0..shift {
            digits.push(frac.get(i).map_or('0', |&b| char::from(b)));
        }
        let round_up = frac.get(shift).is_some_and(|&b| b >= b'5');
        // 20 digits already exceed u64; the caller rejects far smaller values.
        if digits.len() > 19 {
            return None;
        }
        let value: u64 = if digits.is_empty() {
            0
        } else {
            digits.parse().ok()?
        };
        value.checked_add(u64::from(round_up))
    }
}

/// Removes `,`/`_` group separators, each of which must sit between two digits.
fn strip_groups(whole: &str) -> Option<String> {
    let bytes = whole.as_bytes();
    let mut out = String::with_capacity(whole.len());
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'0'..=b'9' => out.push(char::from(b)),
            b',' | b'_' => {
                let before = i > 0 && bytes[i - 1].is_ascii_digit();
                let after = bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
                if !(before && after) {
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Displays an amount the way Indian recruiters read it: `₹85,000` below a lakh,
/// `₹24.0L` below a crore, `₹1.2Cr` from a crore up (one decimal, rounded).
pub fn format_inr(amount: f64) -> String {
    if !amount.is_finite() {
        return "-".to_string();
    }
    let sign = if amount < 0.0 { "-" } else { "" };
    let rupees = amount.abs().round();
    let lakh_tenths = (rupees / 10_000.0).round();
    let body = if rupees < 100_000.0 {
        format!("₹{}", group_indian(rupees as u64))
    } else if lakh_tenths < 1_000.0 {
        format!("₹{}L", tenths(lakh_tenths as u64))
    } else {
        let crore_tenths = (rupees / 1_000_000.0).round() as u64;
        let whole = group_indian(crore_tenths / 10);
        format!("₹{whole}.{}Cr", crore_tenths % 10)
    };
    format!("{sign}{body}")
}

/// `245` tenths as `24.5`.
fn tenths(t: u64) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// Indian digit grouping: the last three digits, then groups of two
/// (`12,34,567`).
pub fn group_indian(n: u64) -> String {
    let digits = n.to_string();
    if digits.len() <= 3 {
        return digits;
    }
    let (head, tail) = digits.split_at(digits.len() - 3);
    let mut groups: Vec<&str> = Vec::new();
    let mut end = head.len();
    while end > 0 {
        let start = end.saturating_sub(2);
        groups.push(&head[start..end]);
        end = start;
    }
    groups.reverse();
    format!("{},{tail}", groups.join(","))
}

/// An INR amount in any accepted form, as whole rupees: the value parser of
/// every money flag (`--max-salary 24L`).
pub fn inr_arg(s: &str) -> std::result::Result<u64, String> {
    parse_inr(s).map_err(|e| match e.hint {
        Some(h) => format!("{}; {h}", e.message),
        None => e.message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ok(s: &str) -> u64 {
        match parse_inr(s) {
            Ok(v) => v,
            Err(e) => panic!("{s:?} rejected: {}", e.render_line()),
        }
    }

    #[test]
    fn plain_and_grouped_integers() {
        assert_eq!(ok("2400000"), 2_400_000);
        assert_eq!(ok("24,00,000"), 2_400_000);
        assert_eq!(ok("2,400,000"), 2_400_000);
        assert_eq!(ok("2_400_000"), 2_400_000);
        assert_eq!(ok("0"), 0);
        assert_eq!(ok("  85000 "), 85_000);
    }

    #[test]
    fn lakh_and_crore_units() {
        for s in ["24L", "24l", "24 lakh", "24 Lakhs", "24lac", "24 LACS"] {
            assert_eq!(ok(s), 2_400_000, "{s}");
        }
        for s in ["1.2Cr", "1.2cr", "1.2 crore", "1.2 CRORES"] {
            assert_eq!(ok(s), 12_000_000, "{s}");
        }
        assert_eq!(ok("85k"), 85_000);
        assert_eq!(ok("85K"), 85_000);
        assert_eq!(ok("2.5k"), 2_500);
        assert_eq!(ok(".5L"), 50_000);
        assert_eq!(ok("5.L"), 500_000);
    }

    #[test]
    fn currency_markers() {
        for s in [
            "₹24L",
            "₹ 24L",
            "INR 24L",
            "inr24L",
            "Rs 24L",
            "Rs. 24 lakh",
            "rs.24l",
        ] {
            assert_eq!(ok(s), 2_400_000, "{s}");
        }
        assert_eq!(ok("₹24,00,000"), 2_400_000);
    }

    #[test]
    fn fractions_of_a_rupee_round_half_up() {
        assert_eq!(ok("1.000005L"), 100_001);
        assert_eq!(ok("1.000004L"), 100_000);
        assert_eq!(ok("1000.5"), 1_001);
        assert_eq!(ok("1000.49"), 1_000);
        assert_eq!(ok("1.23456789Cr"), 12_345_679);
    }

    #[test]
    fn rejects_nonsense_with_a_hint() {
        for s in [
            "",
            "   ",
            "-5",
            "-24L",
            "abc",
            "NaN",
            "inf",
            "24X",
            "24 lakhs!",
            "1.2.3",
            ",5",
            "5,",
            "5,,0",
            "1._5",
            "₹",
            "Rs",
            "L",
            "24L5",
            "1e6",
            "+5",
        ] {
            let e = parse_inr(s).expect_err(s);
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{s}");
            assert!(e.message.starts_with("invalid amount \""), "{}", e.message);
            assert!(e.hint.as_deref().is_some_and(|h| h.contains("24L")));
        }
    }

    #[test]
    fn bare_money_under_a_thousand_is_refused_with_60l() {
        for s in [
            "60", "₹60", "Rs 60", "999", "999.6", "0.5", "1", "0,999", " 60 ",
        ] {
            let e = parse_inr(s).expect_err(s);
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{s}");
            let hint = e.hint.unwrap_or_default();
            let n = strip_currency(s.trim());
            assert!(hint.contains(&format!("{n}L")), "{s}: {hint}");
            assert!(hint.contains(&format!("{n}k")), "{s}: {hint}");
        }
        // With a unit, at 1,000 and above, and zero: read as before.
        assert_eq!(ok("60L"), 6_000_000);
        assert_eq!(ok("60k"), 60_000);
        assert_eq!(ok("0.5L"), 50_000);
        assert_eq!(ok("1000"), 1_000);
        assert_eq!(ok("1,000"), 1_000);
        assert_eq!(ok("0"), 0);
        assert_eq!(ok("0.0"), 0);
        assert!(check_rupees(60).is_err());
        assert_eq!(check_rupees(0).ok(), Some(0));
        assert_eq!(check_rupees(1_000).ok(), Some(1_000));
        // The clap value parser says the same in its one line.
        assert!(inr_arg("60").is_err_and(|m| m.contains("60L")));
    }

    #[test]
    fn rejects_absurd_amounts() {
        assert_eq!(ok("1000000000000"), MAX_INR);
        assert!(parse_inr("1000000000001").is_err());
        assert!(parse_inr("100001Cr").is_err());
        assert!(parse_inr("99999999999999999999999999999999").is_err());
    }

    #[test]
    fn display_forms() {
        assert_eq!(format_inr(85_000.0), "₹85,000");
        assert_eq!(format_inr(999.0), "₹999");
        assert_eq!(format_inr(0.0), "₹0");
        assert_eq!(format_inr(2_400_000.0), "₹24.0L");
        assert_eq!(format_inr(2_450_000.0), "₹24.5L");
        assert_eq!(format_inr(100_000.0), "₹1.0L");
        assert_eq!(format_inr(99_999.6), "₹1.0L");
        assert_eq!(format_inr(9_999_999.0), "₹1.0Cr");
        assert_eq!(format_inr(12_000_000.0), "₹1.2Cr");
        assert_eq!(format_inr(12_340_000_000.0), "₹1,234.0Cr");
        assert_eq!(format_inr(-85_000.0), "-₹85,000");
        assert_eq!(format_inr(f64::NAN), "-");
    }

    #[test]
    fn indian_grouping() {
        assert_eq!(group_indian(0), "0");
        assert_eq!(group_indian(1_000), "1,000");
        assert_eq!(group_indian(100_000), "1,00,000");
        assert_eq!(group_indian(12_345_678), "1,23,45,678");
    }

    proptest! {
        #[test]
        fn parse_never_panics(s in "\\PC*") {
            let _ = parse_inr(&s);
        }

        #[test]
        fn parse_never_panics_on_amount_like_text(s in "[₹RsINR .]{0,3}[0-9,_.]{0,25} ?[a-zA-Z]{0,7}") {
            let _ = parse_inr(&s);
        }

        #[test]
        fn bare_numbers_under_a_thousand_are_refused(n in 1u64..LEAST_BARE_INR) {
            let e = parse_inr(&n.to_string());
            prop_assert!(e.as_ref().is_err_and(|e| e.hint.as_deref().is_some_and(|h| h.contains(&format!("{n}L")))), "{n}: {e:?}");
            prop_assert!(check_rupees(n).is_err());
            // With a unit it is read as today.
            prop_assert_eq!(parse_inr(&format!("{n}L")).ok(), Some(n * 100_000));
            prop_assert_eq!(parse_inr(&format!("{n}k")).ok(), Some(n * 1_000));
        }

        #[test]
        fn integers_round_trip(n in LEAST_BARE_INR..=MAX_INR) {
            prop_assert_eq!(parse_inr(&n.to_string()).ok(), Some(n));
            prop_assert_eq!(parse_inr(&group_indian(n)).ok(), Some(n));
        }

        #[test]
        fn lakh_decimals_are_exact(whole in 0u64..1_000_000, frac in 0u64..100_000) {
            let s = format!("{whole}.{frac:05}L");
            prop_assert_eq!(parse_inr(&s).ok(), Some(whole * 100_000 + frac));
        }

        #[test]
        fn crore_decimals_are_exact(whole in 0u64..100_000, frac in 0u64..10_000_000) {
            let s = format!("{whole}.{frac:07} Cr");
            prop_assert_eq!(parse_inr(&s).ok(), Some(whole * 10_000_000 + frac));
        }

        #[test]
        fn float_lakhs_match_rounding(x in 0.0f64..1_000_000.0) {
            let got = parse_inr(&format!("{x}L")).ok();
            let want = (x * 1e5).round() as u64;
            // The decimal text of x is exact; x * 1e5 in binary may miss by an ulp.
            prop_assert!(got.is_some_and(|g| g.abs_diff(want) <= 1), "{x}: {got:?} vs {want}");
        }

        #[test]
        fn display_round_trips_within_precision(n in LEAST_BARE_INR..=MAX_INR) {
            let shown = format_inr(n as f64);
            let back = parse_inr(&shown);
            prop_assert!(back.is_ok(), "{shown} did not parse");
            let back = back.unwrap_or_default();
            let tolerance = if n < 100_000 { 0 } else if n < 9_950_000 { 5_000 } else { 500_000 };
            prop_assert!(back.abs_diff(n) <= tolerance, "{n} -> {shown} -> {back}");
        }
    }
}
