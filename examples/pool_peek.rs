use chrono::TimeZone;
fn main() {
    let epoch = chrono::Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap();
    let p = talent::sandbox::pool::Pool::generate(42, 100, epoch);
    let i: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    println!("{}", serde_json::to_string_pretty(&p.detail(i)).unwrap());
    println!(
        "{}",
        serde_json::to_string_pretty(&p.profile(i, false)).unwrap()
    );
}
