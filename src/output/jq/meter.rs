//! The bounds a `--jq` filter runs under, counted on the thread that runs it.
//!
//! jaq evaluates a filter by recursion and lazy iterators, with no fuel of
//! its own, so `def f: f; f` loops for ever, `def f: [f]; f` overflows the
//! stack (the process aborts) and `[range(1e9)]` grows until allocation
//! fails (the process aborts). Three meters stop such a filter with one line
//! instead:
//!
//! - **steps**: every evaluation step looks up the filter's table
//!   (`HasLut::lut`, see `super::Metered`), each item `range` makes is a
//!   step too, and so are every [`BYTES_PER_STEP`] bytes printed; past
//!   [`MAX_STEPS`] the filter stops;
//! - **depth**: at each step the stack used since the run began is compared
//!   with [`MAX_STACK`]; the thread's own stack is [`STACK_SIZE`], larger, so
//!   the check always comes first;
//! - **memory**: the global allocator counts what the filter's thread
//!   allocates and frees while it runs; past [`MAX_MEMORY`] the next step
//!   stops the filter. A single allocation that would take it past the
//!   bound by a quarter more is never made: the allocator parks the thread
//!   for good and raises [`MEMORY_STOPPED`], and the waiting caller reports
//!   it (an allocator may not unwind, and a failed allocation aborts).
//!
//! A step, depth or memory stop unwinds the filter's thread with an
//! [`Exceeded`] payload (`resume_unwind`: no panic message), which the
//! runner catches; everything the filter held is freed on the way.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

/// Evaluation steps one run of a filter may take (about a few seconds of
/// work; `.[] | {id: .talentCardId}` over 10,000 records takes about
/// 100,000).
pub const MAX_STEPS: u64 = 10_000_000;
/// Printing is work too: a result costs a step per this many bytes, so a
/// filter that prints without end (`repeat(.)` into a file) stops as one
/// that loops does.
pub const BYTES_PER_STEP: usize = 16;
/// Stack one run of a filter may use for its recursion.
pub const MAX_STACK: usize = 64 << 20;
/// The stack of the filter's thread: the bound plus room for what runs
/// between two checks (a native function, printing or dropping a value).
pub const STACK_SIZE: usize = MAX_STACK + (448 << 20);
/// Memory one run of a filter may hold beyond what it started with.
pub const MAX_MEMORY: usize = 512 << 20;
/// Past this a single allocation is never made (see the module's words).
const HARD_MEMORY: isize = (MAX_MEMORY + MAX_MEMORY / 4) as isize;

/// Which bound a filter reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exceeded {
    Steps,
    Depth,
    Memory,
    /// A result nested deeper than [`MAX_NESTING`]: printing (and
    /// dropping) it recurses once a level, past any stack.
    Nesting,
}

/// The deepest result printed (arrays and objects inside each other).
pub const MAX_NESTING: usize = 10_000;

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static STEPS: Cell<u64> = const { Cell::new(0) };
    static BYTES: Cell<isize> = const { Cell::new(0) };
    static BASE: Cell<usize> = const { Cell::new(0) };
}

/// Raised when the allocator parked a filter's thread for good.
pub static MEMORY_STOPPED: AtomicBool = AtomicBool::new(false);

/// An address on the current stack.
#[inline(always)]
fn stack_here() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Starts the meters for one run on this thread.
pub fn begin() {
    // The thread's handle exists before a park might need it.
    let _ = std::thread::current();
    STEPS.set(0);
    BYTES.set(0);
    BASE.set(stack_here());
    ACTIVE.set(true);
}

/// Stops the meters.
pub fn end() {
    ACTIVE.set(false);
}

/// Counts one step and checks every bound; unwinds the run when one is passed.
#[inline]
pub fn step() {
    steps(1);
}

/// Counts `count` steps (printing a result costs one per
/// [`BYTES_PER_STEP`] bytes) and checks every bound.
#[inline]
pub fn steps(count: u64) {
    if !ACTIVE.get() {
        return;
    }
    let n = STEPS.get().saturating_add(count);
    STEPS.set(n);
    if n > MAX_STEPS {
        stop(Exceeded::Steps);
    }
    // Stacks grow down on every platform this builds for.
    if BASE.get().saturating_sub(stack_here()) > MAX_STACK {
        stop(Exceeded::Depth);
    }
    if BYTES.get() > MAX_MEMORY as isize {
        stop(Exceeded::Memory);
    }
}

/// Memory handed to another thread (an output line) no longer counts here.
pub fn handed_over(bytes: usize) {
    if ACTIVE.get() {
        BYTES.set(BYTES.get() - bytes as isize);
    }
}

fn stop(why: Exceeded) -> ! {
    ACTIVE.set(false);
    std::panic::resume_unwind(Box::new(why))
}

#[inline]
fn charge(bytes: usize) {
    let _ = ACTIVE.try_with(|active| {
        if !active.get() {
            return;
        }
        let now = BYTES.get().saturating_add(bytes as isize);
        BYTES.set(now);
        if now > HARD_MEMORY {
            active.set(false);
            MEMORY_STOPPED.store(true, Ordering::SeqCst);
            // Never returns: the caller reports it and the process ends.
            loop {
                std::thread::park();
            }
        }
    });
}

#[inline]
fn credit(bytes: usize) {
    let _ = ACTIVE.try_with(|active| {
        if active.get() {
            BYTES.set(BYTES.get().saturating_sub(bytes as isize));
        }
    });
}

/// The system allocator, counting for a running filter (see the module).
/// Outside a filter's thread the cost is one thread-local read.
pub struct Metered;

// SAFETY: every call is passed to `System` unchanged; the counting around
// it touches only const-initialised thread-locals without destructors
// (so it never allocates) and never unwinds.
unsafe impl GlobalAlloc for Metered {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        charge(layout.size());
        System.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        charge(layout.size());
        System.alloc_zeroed(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        credit(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            charge(new_size - layout.size());
        } else {
            credit(layout.size() - new_size);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Metered = Metered;
