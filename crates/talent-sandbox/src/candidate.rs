//! One synthetic candidate: the compact record every filter reads (built for
//! all candidates up front), and the parts only a rendering needs (names,
//! education, resume), derived again on demand from the candidate's own seed.

use super::data::{self, Kind, COMPANIES, PLACES, SKILLS, TRACKS};
use super::rng::Rng;
use talent_spec::enums::{Availability, JoiningStatus};

/// Independent random streams of one candidate (see [`Rng::fork`]).
pub mod stream {
    pub const CORE: u64 = 1;
    pub const EDU: u64 = 2;
    pub const NAME: u64 = 3;
    pub const RESUME: u64 = 4;
    pub const REASONS: u64 = 5;
}

/// A job of the work history. Months count from January 1970.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Job {
    pub company: u8,
    pub level: u8,
    pub flags: u8,
    pub start: u16,
    /// [`PRESENT`] while the job lasts.
    pub end: u16,
}

pub const PRESENT: u16 = u16::MAX;
pub const EARLY: u8 = 1;
pub const FOUNDER: u8 = 2;
pub const MANAGER: u8 = 4;

impl Job {
    pub fn company(&self) -> &'static data::Company {
        &COMPANIES[self.company as usize]
    }

    /// The job's length in months (a present job runs to `epoch_month`).
    pub fn months(&self, epoch_month: u16) -> u16 {
        let end = if self.end == PRESENT {
            epoch_month
        } else {
            self.end
        };
        end.saturating_sub(self.start) + 1
    }

    /// The domain bits the job's work counts toward: the employer's, plus
    /// software_product at product companies and startups, gcc at GCCs.
    pub fn domains(&self) -> u16 {
        let co = self.company();
        let mut d = co.domains;
        if co.kind == Kind::Product || co.kind.is_startup() {
            d |= data::PRODUCT;
        }
        if co.kind == Kind::Gcc {
            d |= data::GCC;
        }
        d
    }

    /// The title on the job, from its level, employer kind and flags.
    pub fn title(&self, track: usize) -> &'static str {
        let level = self.level as usize;
        if self.flags & FOUNDER != 0 {
            return if level >= 3 {
                "Co-founder and CTO"
            } else {
                "Co-founder"
            };
        }
        if self.flags & MANAGER != 0 {
            return data::MANAGER_TITLES[level.saturating_sub(3).min(2)];
        }
        if self.company().kind.is_it_services() {
            return data::IT_TITLES[level];
        }
        if self.flags & EARLY != 0 && level <= 2 {
            return "Founding Engineer";
        }
        TRACKS[track].titles[level]
    }
}

/// `joiningAvailability.status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    Immediate,
    OnNotice,
    NotResigned,
    Unknown,
}

impl Join {
    pub fn as_str(self) -> Option<&'static str> {
        match self {
            Join::Immediate => Some(JoiningStatus::Immediate.as_str()),
            Join::OnNotice => Some(JoiningStatus::OnNoticePeriod.as_str()),
            Join::NotResigned => Some(JoiningStatus::NotResigned.as_str()),
            Join::Unknown => None,
        }
    }
}

/// Additional-interface availability.
pub const AVAILABILITY: [&str; 3] = [
    Availability::Active.as_str(),
    Availability::Open.as_str(),
    Availability::NotLooking.as_str(),
];

/// Profile-attribute bits of [`Cand::attrs`].
pub mod attr {
    pub const FUNDED: u8 = 1;
    pub const OTHER_STARTUP: u8 = 2;
    pub const LARGE_IT: u8 = 4;
    pub const OTHER_IT: u8 = 8;
    pub const COFOUNDER: u8 = 16;
    pub const EARLY: u8 = 32;
}

/// Order of [`Cand::signals`]; 255 means not evaluated (null).
pub const SIGNALS: [&str; 6] = [
    "educationPedigree",
    "workQuality",
    "careerGrowth",
    "startupExperience",
    "entrepreneurship",
    "jobTenure",
];
pub const NULL_SIGNAL: u8 = 255;

/// `lastSeen` unknown.
pub const NEVER_SEEN: i32 = -1;
/// Can-join days unknown.
pub const UNKNOWN_DAYS: u16 = u16::MAX;

/// What the filters and rankings read, 48 bytes: the pool keeps a copy of
/// these in one array so a scan over 200,000 candidates stays in cache.
#[derive(Debug, Clone, Copy)]
pub struct Hot {
    pub skills: u128,
    /// Current annual salary, INR.
    pub salary: u32,
    pub sal_min: u32,
    /// Seconds before the epoch, or [`NEVER_SEEN`].
    pub last_seen: i32,
    /// Bit per [`PLACES`] index.
    pub desired: u32,
    pub exp_months: u16,
    /// Experience in tenths of a year, as shown (rounded once, here).
    pub exp_tenths: u16,
    pub can_join: u16,
    /// Domains with confidence of at least [`STRONG_DOMAIN`] (bit per DOMAINS entry).
    pub strong_domains: u16,
    pub city: u8,
    pub join: Join,
    pub availability: u8,
    pub quality: u8,
    /// Index into [`data::TIERS`].
    pub edu_tier: u8,
    pub attrs: u8,
    pub remote: bool,
}

/// Domain-tag confidence (percent) the `domainTags` filter requires.
pub const STRONG_DOMAIN: u8 = 70;

impl Hot {
    /// Experience in years, one decimal.
    pub fn experience(&self) -> f64 {
        self.exp_tenths as f64 / 10.0
    }

    pub fn has_skill(&self, id: usize) -> bool {
        self.skills & (1u128 << id) != 0
    }

    pub fn skill_ids(&self) -> impl Iterator<Item = usize> + '_ {
        (0..SKILLS.len()).filter(|i| self.has_skill(*i))
    }

    pub fn desires(&self, place: usize) -> bool {
        self.desired & (1 << place) != 0
    }
}

/// A whole candidate record: the hot part (reachable as if its fields were
/// the candidate's own) and what only renderings read.
#[derive(Debug, Clone)]
pub struct Cand {
    pub hot: Hot,
    pub seed: u64,
    /// Top of the expected salary range, INR.
    pub sal_max: u32,
    /// Days after the epoch the notice period ends (on notice only).
    pub notice_end: i16,
    pub track: u8,
    /// Confidence per [`data::DOMAINS`] entry, percent.
    pub domains: [u8; 11],
    pub signals: [u8; 6],
    pub njobs: u8,
    /// Most recent first.
    pub jobs: [Job; 8],
}

impl std::ops::Deref for Cand {
    type Target = Hot;
    fn deref(&self) -> &Hot {
        &self.hot
    }
}

impl std::ops::DerefMut for Cand {
    fn deref_mut(&mut self) -> &mut Hot {
        &mut self.hot
    }
}

impl Cand {
    pub fn jobs(&self) -> &[Job] {
        &self.jobs[..self.njobs as usize]
    }

    pub fn current_job(&self) -> &Job {
        &self.jobs[0]
    }

    pub fn title(&self) -> &'static str {
        self.jobs[0].title(self.track as usize)
    }
}

/// The education a candidate has: (tier, college, degree, field) per degree.
#[derive(Debug, Clone)]
pub struct EduPlan {
    pub bachelor: (u8, &'static str, &'static str, &'static str),
    pub master: Option<(u8, &'static str, &'static str, &'static str)>,
    pub school: Option<&'static str>,
    pub diploma: bool,
}

impl EduPlan {
    /// Drawn from the candidate's EDU stream; identical every time it is asked.
    pub fn of(seed: u64) -> EduPlan {
        let mut r = Rng::fork(seed, stream::EDU);
        let bt = r.weighted(&[10, 27, 63]) as u8;
        let bachelor = (
            bt,
            *r.pick(data::COLLEGES[bt as usize]),
            *r.pick(data::BACHELORS[bt as usize]),
            *r.pick(data::FIELDS),
        );
        let master = r.chance(0.2).then(|| {
            let mt = r.weighted(&[30, 35, 35]) as u8;
            (
                mt,
                *r.pick(data::COLLEGES[mt as usize]),
                *r.pick(data::MASTERS),
                *r.pick(data::FIELDS),
            )
        });
        let school = r.chance(0.3).then(|| *r.pick(data::SCHOOLS));
        let diploma = r.chance(0.08);
        EduPlan {
            bachelor,
            master,
            school,
            diploma,
        }
    }

    /// The best tier over the degrees (what `eduPed` filters on).
    pub fn tier(&self) -> u8 {
        self.master
            .map_or(self.bachelor.0, |m| m.0.min(self.bachelor.0))
    }
}

/// Name and contact details: only the detail record and the profile show them.
#[derive(Debug, Clone)]
pub struct Identity {
    pub first: &'static str,
    pub last: &'static str,
    pub email: String,
    pub phone: String,
}

impl Identity {
    pub fn of(seed: u64) -> Identity {
        let mut r = Rng::fork(seed, stream::NAME);
        let first = *r.pick(data::FIRST_NAMES);
        let last = *r.pick(data::LAST_NAMES);
        let (f, l) = (first.to_ascii_lowercase(), last.to_ascii_lowercase());
        let n = r.range(1, 99);
        let local = match r.below(4) {
            0 => format!("{f}.{l}"),
            1 => format!("{f}{l}{n}"),
            2 => format!("{f}_{l}{n}"),
            _ => format!("{}.{l}{}", &f[..1], r.range(1000, 9999)),
        };
        let email = format!("{local}@{}", r.pick(data::EMAIL_DOMAINS));
        let phone = format!("+91{}{:09}", r.range(6, 9), r.range(0, 999_999_999));
        Identity {
            first,
            last,
            email,
            phone,
        }
    }

    pub fn name(&self) -> String {
        format!("{} {}", self.first, self.last)
    }
}

/// Level (0..=5) for someone `months` into their career.
fn level_for(months: i32, offset: i32) -> u8 {
    let years = months / 12;
    let base = [2, 4, 7, 10, 14].iter().filter(|t| years >= **t).count() as i32;
    (base + offset).clamp(0, 5) as u8
}

/// Employer-kind weights: a first job by college tier, later jobs lean upward.
fn kind_weights(tier: u8, later: bool) -> [u32; 6] {
    let w: [u32; 6] = match tier {
        0 => [40, 25, 10, 5, 5, 15],
        1 => [22, 20, 10, 18, 10, 20],
        _ => [6, 10, 14, 38, 18, 14],
    };
    if later {
        [w[0] * 2, w[1] * 2, w[2], w[3], w[4], w[5] * 2]
    } else {
        w
    }
}

/// Index range of one employer kind in [`COMPANIES`].
fn kind_range(kind: Kind) -> (usize, usize) {
    let start = COMPANIES.iter().position(|c| c.kind == kind).unwrap_or(0);
    let len = COMPANIES[start..]
        .iter()
        .take_while(|c| c.kind == kind)
        .count();
    (start, len)
}

/// An employer of `kind`, preferring the candidate's favourite domain.
fn pick_company(r: &mut Rng, kind: Kind, fav: u16, ranges: &[(usize, usize); 6]) -> u8 {
    let (start, len) = ranges[Kind::ALL.iter().position(|k| *k == kind).unwrap_or(0)];
    let mut idx = start + r.below(len);
    for _ in 0..3 {
        if COMPANIES[idx].domains & fav != 0 || !r.chance(0.55) {
            break;
        }
        idx = start + r.below(len);
    }
    idx as u8
}

/// Per-pool lookups the generator needs for every candidate.
pub struct GenCtx {
    pub epoch_month: u16,
    ranges: [(usize, usize); 6],
    place_weights: Vec<u32>,
    track_weights: Vec<u32>,
    stack_skills: Vec<Vec<Vec<usize>>>,
    extra_skills: Vec<Vec<usize>>,
}

impl GenCtx {
    pub fn new(epoch_month: u16) -> GenCtx {
        let ranges = Kind::ALL.map(kind_range);
        GenCtx {
            epoch_month,
            ranges,
            place_weights: PLACES.iter().map(|p| p.1).collect(),
            track_weights: TRACKS.iter().map(|t| t.weight).collect(),
            stack_skills: TRACKS
                .iter()
                .map(|t| {
                    t.stacks
                        .iter()
                        .map(|s| s.iter().map(|k| data::skill_id(k)).collect())
                        .collect()
                })
                .collect(),
            extra_skills: TRACKS
                .iter()
                .map(|t| t.extras.iter().map(|k| data::skill_id(k)).collect())
                .collect(),
        }
    }

    /// Draws candidate `seed`'s compact record.
    pub fn generate(&self, seed: u64) -> Cand {
        let mut r = Rng::fork(seed, stream::CORE);
        let track = r.weighted(&self.track_weights);
        let stack = r.below(TRACKS[track].stacks.len());
        let edu_tier = EduPlan::of(seed).tier();
        let u = r.unit();
        // Skewed toward the junior end (median about 5 years); only + and *,
        // so every platform draws the same world (libm `powf` may differ).
        let exp_target = (6.0 + 300.0 * u * u * (0.6 + 0.4 * u)) as i32;
        let join = match r.weighted(&[12, 28, 50, 10]) {
            0 => Join::Immediate,
            1 => Join::OnNotice,
            2 => Join::NotResigned,
            _ => Join::Unknown,
        };
        let (jobs, njobs, exp_months) = self.work_history(&mut r, exp_target, edu_tier, join);
        let mut c = Cand {
            hot: Hot {
                skills: 0,
                salary: 0,
                sal_min: 0,
                last_seen: NEVER_SEEN,
                desired: 0,
                exp_months,
                exp_tenths: (exp_months as f64 / 1.2).round() as u16,
                can_join: UNKNOWN_DAYS,
                strong_domains: 0,
                city: 0,
                join,
                availability: 0,
                quality: 0,
                edu_tier,
                attrs: 0,
                remote: false,
            },
            seed,
            sal_max: 0,
            notice_end: 0,
            track: track as u8,
            domains: [0; 11],
            signals: [NULL_SIGNAL; 6],
            njobs,
            jobs,
        };
        self.derive_attrs(&mut c);
        self.draw_skills(&mut r, &mut c, stack);
        self.draw_places(&mut r, &mut c);
        draw_money(&mut r, &mut c);
        draw_joining(&mut r, &mut c);
        draw_signals(&mut r, &mut c, self.epoch_month);
        c
    }

    /// Jobs from the most recent back, summing to about `target` months.
    fn work_history(&self, r: &mut Rng, target: i32, tier: u8, join: Join) -> ([Job; 8], u8, u16) {
        let n = (1 + target / 30 + r.range(-1, 1) as i32).clamp(1, 8) as usize;
        let mut weights = [0f64; 8];
        for w in weights.iter_mut().take(n) {
            *w = 0.5 + r.unit();
        }
        let sum: f64 = weights[..n].iter().sum();
        let offset = *r.pick(&[-1, 0, 0, 0, 1]);
        let fav = 1u16 << r.below(9);
        let mgr = r.chance(0.3);
        // Walk the career forward from the oldest job, then reverse.
        let mut lengths = [0i32; 8];
        for i in 0..n {
            lengths[i] = ((target as f64 * weights[i] / sum) as i32).max(3);
        }
        let gap_at_end = if join == Join::Immediate {
            r.range(1, 5) as i32
        } else {
            0
        };
        let mut gaps = [0i32; 8];
        for g in gaps.iter_mut().take(n) {
            *g = if r.chance(0.3) {
                r.range(1, 3) as i32
            } else {
                0
            };
        }
        let span: i32 = lengths[..n].iter().sum::<i32>() + gaps[..n - 1].iter().sum::<i32>();
        let mut month = self.epoch_month as i32 - gap_at_end - span + 1;
        let mut career = 0i32;
        let mut out = [Job::default(); 8];
        let mut kind = Kind::ALL[r.weighted(&kind_weights(tier, false))];
        for i in 0..n {
            if i > 0 && !r.chance(0.45) {
                kind = Kind::ALL[r.weighted(&kind_weights(tier, true))];
            }
            let company = pick_company(r, kind, fav, &self.ranges);
            let level = level_for(career + lengths[i] / 2, offset);
            let mut flags = 0;
            if kind.is_startup() && level >= 2 && r.chance(0.07) {
                flags |= FOUNDER;
            } else if kind.is_startup() && r.chance(0.25) {
                flags |= EARLY;
            } else if mgr && level >= 4 && !kind.is_it_services() {
                flags |= MANAGER;
            }
            let start = month.max(0) as u16;
            let end = (month + lengths[i] - 1).max(0) as u16;
            out[n - 1 - i] = Job {
                company,
                level,
                flags,
                start,
                end,
            };
            career += lengths[i];
            month += lengths[i] + gaps[i];
        }
        if join != Join::Immediate {
            out[0].end = PRESENT;
        }
        let total = out[..n]
            .iter()
            .map(|j| j.months(self.epoch_month) as u32)
            .sum::<u32>();
        (out, n as u8, total.min(u16::MAX as u32) as u16)
    }

    /// Startup, IT-services and entrepreneurship bits, and domain confidences.
    fn derive_attrs(&self, c: &mut Cand) {
        let mut months = [0u32; 11];
        let jobs = c.jobs;
        for j in &jobs[..c.njobs as usize] {
            let co = j.company();
            c.attrs |= match co.kind {
                Kind::FundedStartup => attr::FUNDED,
                Kind::OtherStartup => attr::OTHER_STARTUP,
                Kind::LargeIt => attr::LARGE_IT,
                Kind::OtherIt => attr::OTHER_IT,
                _ => 0,
            };
            if j.flags & FOUNDER != 0 {
                c.attrs |= attr::COFOUNDER;
            }
            if j.flags & EARLY != 0 {
                c.attrs |= attr::EARLY;
            }
            let domains = j.domains();
            let m = j.months(self.epoch_month) as u32;
            for (d, total) in months.iter_mut().enumerate() {
                if domains & (1 << d) != 0 {
                    *total += m;
                }
            }
        }
        let mut r = Rng::fork(c.seed, stream::REASONS);
        for (d, m) in months.iter().enumerate() {
            if *m > 0 {
                let conf = (*m as f64 / 36.0).min(1.0) * (0.8 + 0.2 * r.unit());
                c.domains[d] = (conf * 100.0).round().max(5.0) as u8;
                if c.domains[d] >= STRONG_DOMAIN {
                    c.hot.strong_domains |= 1 << d;
                }
            }
        }
    }

    /// The stack's skills, some extras, and people skills for managers.
    fn draw_skills(&self, r: &mut Rng, c: &mut Cand, stack: usize) {
        let t = c.track as usize;
        for s in &self.stack_skills[t][stack] {
            c.skills |= 1 << s;
        }
        let extras = &self.extra_skills[t];
        let want = 3 + (c.exp_months as usize / 36).min(5);
        for _ in 0..want {
            c.skills |= 1 << *r.pick(extras);
        }
        if r.chance(0.1) {
            c.skills |= 1 << r.below(SKILLS.len());
        }
        if c.jobs().iter().any(|j| j.flags & MANAGER != 0) {
            c.skills |= 1 << data::skill_id("people management");
            c.skills |= 1 << data::skill_id("agile");
        }
    }

    /// Current city, desired places, remote openness.
    fn draw_places(&self, r: &mut Rng, c: &mut Cand) {
        c.city = r.weighted(&self.place_weights) as u8;
        c.remote = r.chance(0.35);
        if r.chance(0.9) {
            c.desired |= 1 << c.city;
        }
        for _ in 0..*r.pick(&[0, 0, 1, 1, 2, 3]) {
            c.desired |= 1 << r.weighted(&self.place_weights);
        }
        if c.remote && r.chance(0.85) {
            c.desired |= 1 << data::REMOTE;
        }
        if c.desired == 0 {
            c.desired = 1 << c.city;
        }
    }
}

/// Salary from employer kind and experience; expectations above it.
fn draw_money(r: &mut Rng, c: &mut Cand) {
    let (start, growth, cap) = match c.jobs[0].company().kind {
        Kind::Product => (14.0, 1.16, 150.0),
        Kind::FundedStartup => (11.0, 1.16, 120.0),
        Kind::Gcc => (8.5, 1.14, 95.0),
        Kind::OtherStartup => (5.5, 1.14, 60.0),
        Kind::OtherIt => (3.8, 1.13, 45.0),
        Kind::LargeIt => (3.4, 1.12, 40.0),
    };
    let years = c.exp_months as f64 / 12.0;
    let lpa = (start * pow(growth, years) * (0.8 + 0.45 * r.unit())).clamp(3.0, cap);
    c.salary = round_to(lpa * 100_000.0, 10_000);
    let min = c.salary as f64 * (1.1 + 0.25 * r.unit());
    c.sal_min = round_to(min, 50_000);
    c.sal_max = round_to(min * (1.15 + 0.25 * r.unit()), 50_000).max(c.sal_min + 50_000);
}

/// `base^x` for `x >= 0` with correctly rounded operations only (repeated
/// multiplication, linear between whole powers), the same on every platform.
fn pow(base: f64, x: f64) -> f64 {
    let mut out = 1.0;
    for _ in 0..x as u32 {
        out *= base;
    }
    out * (1.0 + x.fract() * (base - 1.0))
}

/// Rounds a rupee amount to a whole multiple of `step` (at least one step).
fn round_to(x: f64, step: u32) -> u32 {
    ((x / step as f64).round() as u32).max(1) * step
}

/// Notice period, days to join, availability.
fn draw_joining(r: &mut Rng, c: &mut Cand) {
    match c.join {
        Join::Immediate => c.can_join = r.range(0, 15) as u16,
        Join::OnNotice => {
            c.notice_end = r.range(5, 90) as i16;
            c.can_join = c.notice_end as u16;
        }
        Join::NotResigned => c.can_join = *r.pick(&[15, 30, 30, 60, 60, 90, 90, 90]),
        Join::Unknown => c.can_join = UNKNOWN_DAYS,
    }
    let weights: [u32; 3] = match c.join {
        Join::Immediate => [80, 20, 0],
        Join::OnNotice => [60, 40, 0],
        Join::NotResigned => [15, 45, 40],
        Join::Unknown => [30, 30, 40],
    };
    c.availability = r.weighted(&weights) as u8;
    let seen = r.chance(0.93);
    if seen {
        // Recent visits are likelier, most of all for active candidates.
        let u = r.unit();
        let skew = if c.availability == 0 {
            u * u * u
        } else {
            u * u.sqrt()
        };
        let days = 365.0 * skew;
        c.last_seen = (days * 86_400.0) as i32 + r.below(86_400) as i32;
        c.last_seen = c.last_seen.min(365 * 86_400);
    }
}

/// The six profile signals and the quality score derived from them.
fn draw_signals(r: &mut Rng, c: &mut Cand, epoch_month: u16) {
    let jitter = |r: &mut Rng, lo: f64, span: f64| (lo + span * r.unit()).round() as u8;
    let edu = match c.edu_tier {
        0 => jitter(r, 86.0, 12.0),
        1 => jitter(r, 70.0, 15.0),
        _ => jitter(r, 35.0, 33.0),
    };
    let (mut wq, mut total, mut startup_m) = (0.0, 0.0, 0.0);
    for j in c.jobs() {
        let m = j.months(epoch_month) as f64;
        wq += m * match j.company().kind {
            Kind::Product => 86.0,
            Kind::FundedStartup => 80.0,
            Kind::Gcc => 72.0,
            Kind::OtherStartup => 60.0,
            Kind::OtherIt => 50.0,
            Kind::LargeIt => 45.0,
        };
        total += m;
        if j.company().kind.is_startup() {
            startup_m += m;
        }
    }
    let work = (wq / total.max(1.0) + 8.0 * (r.unit() - 0.5)).clamp(5.0, 99.0) as u8;
    let expected = level_for(c.exp_months as i32, 0) as i32;
    let growth =
        (62 + (c.jobs[0].level as i32 - expected) * 14 + r.range(-8, 8) as i32).clamp(5, 99) as u8;
    let startup = if startup_m > 0.0 {
        (45.0 + startup_m * 1.1).min(98.0) as u8
    } else {
        jitter(r, 10.0, 15.0)
    };
    let entre = if c.attrs & attr::COFOUNDER != 0 {
        jitter(r, 88.0, 9.0)
    } else if c.attrs & attr::EARLY != 0 {
        jitter(r, 68.0, 14.0)
    } else {
        jitter(r, 10.0, 25.0)
    };
    let avg = total / c.njobs as f64;
    let tenure = match avg as u32 {
        36.. => jitter(r, 82.0, 13.0),
        24..=35 => jitter(r, 68.0, 12.0),
        15..=23 => jitter(r, 50.0, 15.0),
        _ => jitter(r, 25.0, 20.0),
    };
    let raw = [edu, work, growth, startup, entre, tenure];
    let null_odds = [0.08, 0.08, 0.12, 0.15, 0.2, 0.08];
    // A signal a profile-attribute filter matches on is always evaluated for
    // the candidates it matches: a hit found by `eduPed`, `startupExp` or
    // `entrExp` carries the signal that made it match.
    let evaluated = [
        c.edu_tier <= 2,
        false,
        false,
        c.attrs & (attr::FUNDED | attr::OTHER_STARTUP) != 0,
        c.attrs & (attr::COFOUNDER | attr::EARLY) != 0,
        false,
    ];
    for i in 0..6 {
        // The draw is made either way, so the rest of the pool stays the same.
        let null = r.chance(null_odds[i]);
        c.signals[i] = if null && !evaluated[i] {
            NULL_SIGNAL
        } else {
            raw[i]
        };
    }
    let breadth = (c.skills.count_ones() * 9).min(100) as f64;
    let q = 0.3 * work as f64
        + 0.25 * edu as f64
        + 0.2 * growth as f64
        + 0.15 * tenure as f64
        + 0.1 * breadth
        + 12.0 * (r.unit() - 0.5);
    c.quality = q.clamp(5.0, 99.0).round() as u8;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> GenCtx {
        GenCtx::new(56 * 12 + 10)
    }

    #[test]
    fn histories_are_well_formed() {
        let g = ctx();
        for seed in 0..2000 {
            let c = g.generate(seed);
            assert!((1..=8).contains(&c.njobs));
            let jobs = c.jobs();
            for w in jobs.windows(2) {
                assert!(w[1].end < w[0].start, "seed {seed}: {:?}", jobs);
            }
            for j in jobs {
                assert!(j.end == PRESENT || j.end >= j.start);
            }
            assert_eq!(jobs[0].end == PRESENT, c.join != Join::Immediate);
            assert!(
                c.salary >= 300_000 && c.salary <= 15_000_000,
                "{}",
                c.salary
            );
            assert!(c.sal_min > c.salary && c.sal_max > c.sal_min);
            assert!(c.desired != 0);
            assert!(c.skills.count_ones() >= 3);
            assert!(c.quality <= 100);
            assert_eq!(c.edu_tier, EduPlan::of(seed).tier());
        }
    }

    #[test]
    fn hot_part_fits_one_cache_line() {
        assert!(std::mem::size_of::<Hot>() <= 48);
    }

    #[test]
    fn salaries_grow_with_experience() {
        let g = ctx();
        let (mut junior, mut senior) = (Vec::new(), Vec::new());
        for seed in 0..3000 {
            let c = g.generate(seed);
            if c.exp_months < 36 {
                junior.push(c.salary as f64);
            } else if c.exp_months > 120 {
                senior.push(c.salary as f64);
            }
        }
        let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
        assert!(mean(&senior) > 3.0 * mean(&junior));
    }
}
