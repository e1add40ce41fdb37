//! Every enumerated value of the service, with its wire string
//! (`shared/spec/service.md`, "Resources", "States", search parameters).

use crate::wire_enum;

wire_enum! {
    /// Job status (additional interface); `closed` is permanent.
    pub enum JobStatus {
        Active = "active",
        Paused = "paused",
        Closed = "closed",
    }
}

impl JobStatus {
    /// Whether the service lets a job in this state move to `to`.
    pub fn can_become(self, to: JobStatus) -> bool {
        self != JobStatus::Closed || to == JobStatus::Closed
    }
}

wire_enum! {
    /// Where a job's work happens.
    pub enum RemoteType {
        Onsite = "onsite",
        Remote = "remote",
        Hybrid = "hybrid",
    }
}

wire_enum! {
    /// A candidate's availability (additional interface).
    pub enum Availability {
        Active = "active",
        Open = "open",
        NotLooking = "not_looking",
    }
}

wire_enum! {
    /// `joiningAvailability.status` of a search hit (null when unknown).
    pub enum JoiningStatus {
        Immediate = "immediate",
        OnNoticePeriod = "on_notice_period",
        NotResigned = "not_resigned",
    }
}

wire_enum! {
    /// Bulk invite channel; the service's default is `both`.
    pub enum Channel {
        Whatsapp = "whatsapp",
        Email = "email",
        Both = "both",
    }
}

wire_enum! {
    /// One bulk-invite result.
    pub enum InviteStatus {
        Sent = "sent",
        AlreadyInvited = "already_invited",
    }
}

wire_enum! {
    /// Webhook endpoint status.
    pub enum WebhookStatus {
        Active = "active",
        Disabled = "disabled",
    }
}

wire_enum! {
    /// `searchType` of a search answer.
    pub enum SearchType {
        Structured = "structured",
        Ai = "ai",
    }
}

wire_enum! {
    /// `eduPed` values.
    pub enum EduPedigree {
        Tier1Plus = "tier1plus",
        Tier1 = "tier1",
        Tier2 = "tier2",
    }
}

wire_enum! {
    /// `startupExp` values.
    pub enum StartupExp {
        FundedStartup = "funded_startup",
        OtherStartup = "other_startup",
    }
}

wire_enum! {
    /// `not_itExp` values: IT-services backgrounds to exclude.
    pub enum ItServices {
        Large = "largeITServices",
        Other = "otherITServices",
    }
}

wire_enum! {
    /// `entrExp` values.
    pub enum Entrepreneurship {
        Cofounder = "cofounder",
        EarlyEmployee = "earlyEmployee",
    }
}

wire_enum! {
    /// `domainTags` values (the service's eleven).
    pub enum DomainTag {
        BankingAndFinance = "banking_and_finance",
        Healthcare = "healthcare",
        Ecommerce = "ecommerce",
        ComputerSecurity = "computer_security",
        Travel = "travel",
        EdtechEducation = "edtech_education",
        Gaming = "gaming",
        ConsumerInternet = "consumer_internet",
        B2bSaas = "b2b_saas",
        SoftwareProduct = "software_product",
        Gcc = "gcc",
    }
}

wire_enum! {
    /// `activity` values.
    pub enum Activity {
        Active3Months = "active-3-months",
        Active6Months = "active-6-months",
    }
}

wire_enum! {
    /// `profileAttributesMode`: its only value; omitted means ALL must match.
    pub enum ProfileAttributesMode {
        Or = "or",
    }
}

wire_enum! {
    /// Scopes seen on keys.
    pub enum Scope {
        SearchRead = "search:read",
        JobsRead = "jobs:read",
        MessagesWrite = "messages:write",
    }
}

/// Separator of list-valued main-interface search parameters (`locations`, `eduPed`, …).
pub const MAIN_LIST_SEPARATOR: char = '-';
/// Separator of list-valued additional-interface parameters (`skills`, `availability`).
pub const ALT_LIST_SEPARATOR: char = ',';
