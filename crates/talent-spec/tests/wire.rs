//! Wire enums read and write exactly their spec strings.

use talent_spec::enums::{DomainTag, JobStatus};
use talent_spec::events::EventKind;
use talent_spec::rate::{Meter, RateClass};
use talent_spec::wire::WireEnum;

#[test]
fn wire_enums_round_trip_through_serde_and_from_str() {
    for k in EventKind::ALL {
        let json = serde_json::to_string(k).unwrap();
        assert_eq!(json, format!("\"{}\"", k.as_str()));
        assert_eq!(serde_json::from_str::<EventKind>(&json).unwrap(), *k);
        assert_eq!(k.as_str().parse::<EventKind>().unwrap(), *k);
    }
    assert_eq!(DomainTag::ALL.len(), 11);
    assert_eq!(EventKind::ALL.len(), 6);
    let e = "Active".parse::<JobStatus>().unwrap_err();
    assert!(e.to_string().contains("active, paused, closed"), "{e}");
}

#[test]
fn rate_classes_and_meters_follow_the_limits_tables() {
    let table: Vec<(&str, u32, u64)> = RateClass::ALL
        .iter()
        .map(|c| (c.as_str(), c.limit(), c.block_secs()))
        .collect();
    assert_eq!(
        table,
        [
            ("global", 120, 60),
            ("search", 10, 120),
            ("sensitiveRead", 30, 60),
            ("createJob", 5, 300),
            ("inviteToApply", 10, 120),
        ]
    );
    for m in Meter::ALL {
        assert_eq!(Meter::of_code(m.exhausted_code()), Some(*m));
    }
    assert_eq!(Meter::Searches.default_limit(), 100);
}
