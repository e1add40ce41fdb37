//! Resume text, written piece by piece into a [`Sink`]. The same walk feeds a
//! `String` (for rendering) or a token stream (for the index and for phrase
//! checks), so a resume is never stored: it is regenerated from its seed.

use std::fmt::Write as _;

use super::candidate::{stream, Cand, EduPlan, Job, EARLY, FOUNDER, MANAGER, PRESENT};
use super::data::{self, Kind, PLACES, SKILLS, TRACKS};
use super::rng::Rng;

/// Where resume pieces go. `lit` pieces are static, so a token sink can cache
/// their tokens by address; `dynamic` ones (numbers, dates) are short.
/// Piece boundaries always fall between tokens.
pub trait Sink {
    fn lit(&mut self, s: &'static str);
    fn dynamic(&mut self, s: &str);
    /// Bytes written so far (drives the length budget identically in every sink).
    fn len(&self) -> usize;
}

impl Sink for String {
    fn lit(&mut self, s: &'static str) {
        self.push_str(s);
    }
    fn dynamic(&mut self, s: &str) {
        self.push_str(s);
    }
    fn len(&self) -> usize {
        String::len(self)
    }
}

/// Upper bound on the redacted resume (the spec says "about 4000").
pub const MAX_LEN: usize = talent_spec::limits::RESUME_TEXT_MAX;
/// Lower bound we keep to.
pub const MIN_LEN: usize = 1000;
/// A bullet is never longer than this (templates plus slot values).
const BULLET_MAX: usize = 240;
/// A job's header line is never longer than this.
const HEADER_MAX: usize = 120;

/// Writes one resume body (no name, e-mail or phone).
pub struct Writer<'a, S: Sink> {
    sink: &'a mut S,
    cand: &'a Cand,
    edu: &'a EduPlan,
    r: Rng,
    scratch: String,
    used: u64,
    last_skill: Option<usize>,
    /// The candidate's skill ids, in catalog order.
    skills: Vec<usize>,
}

/// Month index to `Mon YYYY`.
pub fn month_label(m: u16) -> (&'static str, u16) {
    (data::MONTHS[(m % 12) as usize], 1970 + m / 12)
}

/// Graduation year of the final degree: the year before the career started
/// when it began early in the year.
pub fn graduation_year(cand: &Cand) -> u16 {
    let first = cand.jobs()[cand.njobs as usize - 1].start;
    let (month, year) = (first % 12, 1970 + first / 12);
    if month < 5 {
        year - 1
    } else {
        year
    }
}

impl<'a, S: Sink> Writer<'a, S> {
    pub fn new(sink: &'a mut S, cand: &'a Cand, edu: &'a EduPlan) -> Self {
        Writer {
            sink,
            cand,
            edu,
            r: Rng::fork(cand.seed, stream::RESUME),
            scratch: String::new(),
            used: 0,
            last_skill: None,
            skills: cand.skill_ids().collect(),
        }
    }

    fn num(&mut self, args: std::fmt::Arguments) {
        self.scratch.clear();
        let _ = self.scratch.write_fmt(args);
        self.sink.dynamic(&self.scratch);
    }

    /// The whole body: summary, skills, experience, education, extras.
    pub fn write(mut self) {
        let target = 1100 + self.r.below(2700) + 150 * self.cand.njobs as usize;
        let edu_room = 130 * self.edu_entries();
        self.summary();
        self.skills();
        self.sink.lit("\n\nEXPERIENCE");
        let jobs = self.cand.jobs();
        let cap = target.min(MAX_LEN - 150 - edu_room);
        for (i, job) in jobs.iter().enumerate() {
            // Room for the headers still to come is kept back from the bullets.
            let budget = cap.saturating_sub(HEADER_MAX * (jobs.len() - i - 1));
            let left = budget.saturating_sub(self.sink.len());
            let share = left / (jobs.len() - i) + if i == 0 { 150 } else { 0 };
            self.job(job, i, share, budget);
        }
        self.education();
        if self.r.chance(0.3) && self.sink.len() + 120 < MAX_LEN {
            self.sink.lit("\n\nCERTIFICATIONS\n- ");
            self.sink.lit(self.r.choose(data::CERTIFICATIONS));
        }
        if self.sink.len() < MIN_LEN + 200 {
            self.sink.lit("\n\nACHIEVEMENTS");
            for t in data::ACHIEVEMENTS {
                if self.sink.len() >= MIN_LEN + 200 {
                    break;
                }
                self.sink.lit("\n- ");
                self.template(t, None);
            }
        }
    }

    fn edu_entries(&self) -> usize {
        1 + self.edu.master.is_some() as usize
            + self.edu.school.is_some() as usize
            + self.edu.diploma as usize
    }

    fn summary(&mut self) {
        let c = self.cand;
        self.sink.lit("SUMMARY\n");
        self.sink.lit(c.title());
        self.sink.lit(" with ");
        self.num(format_args!("{}", c.experience()));
        self.sink.lit(" years of experience");
        if c.njobs > 1 {
            self.sink.lit(" across ");
            self.num(format_args!("{}", c.njobs));
            self.sink.lit(" companies");
        }
        self.sink.lit(". ");
        self.sink.lit(TRACKS[c.track as usize].summary);
        if let Some(d) = top_domain(c) {
            self.sink.lit(" Most of my recent work is in ");
            self.sink.lit(data::DOMAINS[d].1);
            self.sink.lit(".");
        }
        self.sink.lit(" Hands-on with ");
        let n = self.skills.len();
        for i in 0..n.min(3) {
            if i > 0 {
                self.sink.lit(if i == 2 || n == 2 { " and " } else { ", " });
            }
            self.sink.lit(SKILLS[self.skills[i]].display);
        }
        self.sink.lit(".");
        if c.remote {
            self.sink.lit(" Open to remote roles.");
        }
    }

    fn skills(&mut self) {
        self.sink.lit("\n\nSKILLS\n");
        for i in 0..self.skills.len() {
            if i > 0 {
                self.sink.lit(", ");
            }
            self.sink.lit(SKILLS[self.skills[i]].display);
        }
    }

    fn job(&mut self, job: &Job, i: usize, share: usize, budget: usize) {
        let start_len = self.sink.len();
        self.sink.lit("\n\n");
        self.sink.lit(job.title(self.cand.track as usize));
        self.sink.lit(" | ");
        self.sink.lit(job.company().name);
        self.sink.lit(" | ");
        let city = if i == 0 {
            self.cand.city as usize
        } else {
            self.r.below(PLACES.len() - 1)
        };
        self.sink.lit(PLACES[city].0);
        self.sink.lit(" | ");
        let (m, y) = month_label(job.start);
        self.sink.lit(m);
        self.num(format_args!(" {y} - "));
        if job.end == PRESENT {
            self.sink.lit("Present");
        } else {
            let (m, y) = month_label(job.end);
            self.sink.lit(m);
            self.num(format_args!(" {y}"));
        }
        let mut bullets = 0;
        while bullets < 5
            && (bullets == 0 || self.sink.len() - start_len < share)
            && self.sink.len() + BULLET_MAX < budget
        {
            let t = self.pick_bullet(job);
            self.sink.lit("\n- ");
            self.template(t, Some(job));
            bullets += 1;
        }
    }

    /// A bullet template for this job, avoiding repeats within the resume.
    fn pick_bullet(&mut self, job: &Job) -> &'static str {
        let track = &TRACKS[self.cand.track as usize];
        let special: &'static [&'static str] = if job.flags & FOUNDER != 0 {
            data::FOUNDER_BULLETS
        } else if job.flags & EARLY != 0 {
            data::STARTUP_BULLETS
        } else if job.flags & MANAGER != 0 {
            data::MANAGER_BULLETS
        } else {
            &[]
        };
        // Bits of `used`: track bullets from 0, generic from 20, special from 40.
        let pools: [(&'static [&'static str], usize); 3] = [
            (special, 40),
            (track.bullets, 0),
            (data::GENERIC_BULLETS, 20),
        ];
        for _ in 0..6 {
            let (pool, base) = if !special.is_empty() && self.r.chance(0.5) {
                pools[0]
            } else if self.r.chance(0.75) {
                pools[1]
            } else {
                pools[2]
            };
            let k = self.r.below(pool.len());
            if self.take(base + k) {
                return pool[k];
            }
        }
        for (pool, base) in pools {
            if let Some(k) = (0..pool.len()).find(|k| self.used & (1 << (base + k)) == 0) {
                self.take(base + k);
                return pool[k];
            }
        }
        self.r.choose(track.bullets)
    }

    /// Marks bullet `bit` used; false when it already was.
    fn take(&mut self, bit: usize) -> bool {
        let fresh = self.used & (1 << bit) == 0;
        self.used |= 1 << bit;
        fresh
    }

    /// Fills a template's `{x}` slots from the candidate and the job.
    fn template(&mut self, t: &'static str, job: Option<&Job>) {
        let mut rest = t;
        while let Some(open) = rest.find('{') {
            if open > 0 {
                self.sink.lit(&rest[..open]);
            }
            let slot = rest.as_bytes().get(open + 1).copied().unwrap_or(b'?');
            self.slot(slot, job);
            rest = rest.get(open + 3..).unwrap_or("");
        }
        if !rest.is_empty() {
            self.sink.lit(rest);
        }
    }

    fn slot(&mut self, slot: u8, job: Option<&Job>) {
        match slot {
            b's' | b't' => {
                let id = self.skill_other_than_last();
                self.sink.lit(SKILLS[id].display);
            }
            b'd' => {
                let phrase = self.domain_phrase(job);
                self.sink.lit(phrase);
            }
            b'p' => {
                let p = self.r.range(12, 65);
                self.num(format_args!("{p}%"));
            }
            b'n' => {
                let n = self.r.range(2, 12);
                self.num(format_args!("{n}"));
            }
            _ => {
                let k = self.r.choose(&["50K", "200K", "1M", "5M", "20M", "100M"]);
                self.sink.lit(k);
            }
        }
    }

    /// What the work was about: a phrase of one of the employer's domains.
    /// A random skill of the candidate, not the one the previous slot named.
    fn skill_other_than_last(&mut self) -> usize {
        let mut id = 0;
        for _ in 0..4 {
            let k = self.r.below(self.skills.len().max(1));
            id = self.skills.get(k).copied().unwrap_or(0);
            if Some(id) != self.last_skill {
                break;
            }
        }
        self.last_skill = Some(id);
        id
    }

    fn domain_phrase(&mut self, job: Option<&Job>) -> &'static str {
        let job = job.unwrap_or(&self.cand.jobs[0]);
        let co = job.company();
        if co.kind.is_it_services() && co.domains == 0 {
            return self.r.choose(data::CLIENT_PHRASES);
        }
        let mut domains = co.domains;
        if domains == 0 {
            domains = if co.kind == Kind::Gcc {
                data::GCC
            } else {
                data::PRODUCT
            };
        }
        let n = domains.count_ones() as usize;
        let k = self.r.below(n);
        let d = (0..11)
            .filter(|d| domains & (1 << d) != 0)
            .nth(k)
            .unwrap_or(9);
        self.r.choose(data::DOMAIN_PHRASES[d])
    }

    fn education(&mut self) {
        self.sink.lit("\n\nEDUCATION");
        for e in education_entries(self.cand, self.edu) {
            self.sink.lit("\n");
            self.sink.lit(e.degree);
            if let Some(field) = e.field {
                self.sink.lit(" in ");
                self.sink.lit(field);
            }
            self.sink.lit(", ");
            self.sink.lit(e.institution);
            self.num(format_args!(", {}", e.year));
        }
    }
}

/// One education entry: degree, field, institution, graduation year.
pub struct Degree {
    pub degree: &'static str,
    pub field: Option<&'static str>,
    pub institution: &'static str,
    pub year: u16,
}

impl Degree {
    /// "B.Tech in Computer Science"
    pub fn title(&self) -> String {
        match self.field {
            Some(f) => format!("{} in {f}", self.degree),
            None => self.degree.to_string(),
        }
    }
}

/// Education entries, most recent first (at most four).
pub fn education_entries(c: &Cand, edu: &EduPlan) -> Vec<Degree> {
    let grad = graduation_year(c);
    let mut out = Vec::new();
    if edu.diploma {
        out.push(Degree {
            degree: "PG Diploma",
            field: Some("Machine Learning"),
            institution: "IIIT Bangalore",
            year: grad + 3,
        });
    }
    let bach_year = match edu.master {
        Some((_, institution, degree, field)) => {
            out.push(Degree {
                degree,
                field: Some(field),
                institution,
                year: grad,
            });
            grad - 2
        }
        None => grad,
    };
    let (_, institution, degree, field) = edu.bachelor;
    out.push(Degree {
        degree,
        field: Some(field),
        institution,
        year: bach_year,
    });
    if let Some(school) = edu.school {
        out.push(Degree {
            degree: "Class XII",
            field: None,
            institution: school,
            year: bach_year - 4,
        });
    }
    out
}

/// The domain (other than the generic product/GCC tags) the candidate knows best.
pub fn top_domain(c: &Cand) -> Option<usize> {
    (0..9)
        .filter(|d| c.domains[*d] >= 40)
        .max_by_key(|d| (c.domains[*d], usize::MAX - d))
}

/// One job's description for the profile: a filled bullet of the track.
pub fn job_description(cand: &Cand, edu: &EduPlan, job: &Job, k: usize) -> String {
    let mut s = String::new();
    let mut w = Writer::new(&mut s, cand, edu);
    w.r = Rng::fork(cand.seed, stream::RESUME + 100 + k as u64);
    let t = w.pick_bullet(job);
    w.template(t, Some(job));
    s
}

/// The redacted resume of `cand` as text.
pub fn body_text(cand: &Cand, edu: &EduPlan) -> String {
    let mut s = String::with_capacity(2048);
    Writer::new(&mut s, cand, edu).write();
    s
}
