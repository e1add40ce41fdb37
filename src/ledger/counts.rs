//! The counts an MCP conversation keeps between its calls, in the shape
//! every store holds them (`mcp::Memory` in a process, the team ledger's
//! `talent_mcp_conversations` for a gateway's `/mcp`): here, below both, so
//! the ledger never reaches up into the MCP server for them.

/// The counts a conversation keeps: allowances used and their "maybe"
/// part (slots as `Options::allow`: unlocks, searches, outreach, job
/// changes), and units spent per meter (unlocks, searches, messages).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub used: [u64; 4],
    pub maybe: [u64; 4],
    pub spent: [u64; 3],
}

/// One count to change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// An allowance's use (slot of `Options::allow`).
    Used(usize),
    /// Of an allowance's use, what may have been spent.
    Maybe(usize),
    /// A meter's units spent (0 unlocks, 1 searches, 2 messages).
    Spent(usize),
}
